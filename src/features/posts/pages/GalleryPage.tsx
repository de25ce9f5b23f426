import { ImageIcon } from '../../../components/icons'
import { PendingPage } from '../../../components/PendingPage'
import { TimelineViews } from '../components/TimelineViews'
import m from '../i18n/current'

export function GalleryPage() {
  return (
    <PendingPage
      title={m.gallery.title}
      lead={m.gallery.lead}
      icon={<ImageIcon size={40} />}
      toolbar={<TimelineViews current="gallery" />}
    />
  )
}
