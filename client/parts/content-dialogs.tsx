// The editorial blocks' dialogs (customer-picture, image-magnify), registered with the dialog store: not an island but a
// chunk of their own, which client/lib/dialog-links.ts loads on the first click on such a picture, before the dialog opens.
import { PictureDialogView, readPicturePayload } from '../../src/views/islands/parts/picture-dialog'
import { dialogContents } from '../lib/dialogs'

for (const kind of ['customer-picture', 'image-magnify'] as const) {
  dialogContents.set(kind, ({ payload }) => {
    const picture = readPicturePayload(payload)
    return picture ? <PictureDialogView payload={picture} kind={kind} /> : null
  })
}
