// SPEC §2 dialogs opened by markup: a click on `[data-dialog="log-in"]` opens that dialog (a link stays a working link
// without JavaScript). The dialog code loads on the first such click, not with the page.
import { chunkFailed } from './chunk-load'

export function openDialogsFromLinks(): void {
  document.addEventListener('click', (event) => {
    const kind = (event.target as Element).closest?.<HTMLElement>('[data-dialog]')?.dataset.dialog
    if (!kind || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    // The cookie settings are the consent banner's (tracking island): reopen it rather than a stand-in dialog.
    if (kind === 'cookie-settings') {
      dispatchEvent(new Event('cookie-settings'))
      return
    }
    // Picture dialogs carry their picture in `data-dialog-payload` and bring their content in their own chunk.
    const trigger = (event.target as Element).closest<HTMLElement>('[data-dialog]')
    const payload: unknown = trigger?.dataset.dialogPayload ? JSON.parse(trigger.dataset.dialogPayload) : undefined
    const content = kind === 'customer-picture' || kind === 'image-magnify' ? import('../parts/content-dialogs') : undefined
    Promise.all([import('./dialogs'), content])
      .then(([dialogs]) => dialogs.openDialogByName(kind, payload))
      .catch((error: unknown) => chunkFailed('dialog', error))
  })
}
