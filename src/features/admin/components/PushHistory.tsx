import { HeadedTable, ScrollRegion } from '../../../components/Table'
import type { PushMessage } from '../../../shared/api/push'
import m from '../i18n/current'

/** What was sent, with the delivery counts the queue consumer records. */
export function PushHistory({ messages }: { messages: PushMessage[] }) {
  if (messages.length === 0) return <p>{m.push.none}</p>
  return (
    <ScrollRegion className="admin-push__scroll">
      <HeadedTable
        className="admin-push__table"
        caption={m.push.history}
        captionHidden
        headings={[
          m.push.title,
          m.push.topic,
          m.push.status,
          m.push.sent,
          m.push.failedCount,
          m.push.removed,
        ]}
      >
        {messages.map((message) => (
          <tr key={message.id}>
            <th scope="row">{message.title}</th>
            <td>{message.topic}</td>
            <td>{m.push.statuses[message.status]}</td>
            <td>{message.sent}</td>
            <td>{message.failed}</td>
            <td>{message.removed}</td>
          </tr>
        ))}
      </HeadedTable>
    </ScrollRegion>
  )
}
