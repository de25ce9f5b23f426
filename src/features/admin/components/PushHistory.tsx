import type { PushMessage } from '../../../shared/api/push'
import m from '../i18n/current'

/** What was sent, with the delivery counts the queue consumer records. */
export function PushHistory({ messages }: { messages: PushMessage[] }) {
  if (messages.length === 0) return <p>{m.push.none}</p>
  return (
    <table className="admin-push__table">
      <caption className="visually-hidden">{m.push.history}</caption>
      <thead>
        <tr>
          <th scope="col">{m.push.title}</th>
          <th scope="col">{m.push.topic}</th>
          <th scope="col">{m.push.status}</th>
          <th scope="col">{m.push.sent}</th>
          <th scope="col">{m.push.failedCount}</th>
          <th scope="col">{m.push.removed}</th>
        </tr>
      </thead>
      <tbody>
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
      </tbody>
    </table>
  )
}
