// The page's one modal dialog (SPEC §2 dialogs, §4 dialog state): a native <dialog> shown with showModal(), so the rest
// of the page is inert. The shell's own kinds render here; other islands register theirs (client/lib/dialogs.ts).
import type { ReactNode, Ref } from 'react'
import type { ActiveDialog } from '../../domain/dialog-state'
import type { CustomerLabels } from './parts/customer-forms'
import { IslandIcon } from './island-icon'

export interface DialogHostProps {
  labels: { close: string; loginTitle: string; loginText: string; loginLink: string; cookieSettings: string; cookieText: string }
  /** Where the log-in placeholder links to: the customer account app. */
  loginUrl: string
  /** The customer dialogs' words and the site's markers (their code loads with the first one: client/parts/customer-dialogs.tsx). */
  customer?: { labels: CustomerLabels; basePath: string } | undefined
}

export const DIALOG_TITLE_ID = 'dialog-title'

function builtIn(active: ActiveDialog, props: DialogHostProps, close: () => void): ReactNode {
  const { labels } = props
  switch (active.type) {
    // The customer forms are content of their own (customer-dialogs); this shows only while their code loads.
    case 'log-in':
    case 'sign-up':
    case 'password-reset':
    case 'password-confirm':
      return props.customer ? (
        <>
          <h2 id={DIALOG_TITLE_ID}>{labels.loginTitle}</h2>
          <p className="dialog__loading" aria-busy="true">
            {props.customer.labels.sending}
          </p>
        </>
      ) : (
        <>
          <h2 id={DIALOG_TITLE_ID}>{labels.loginTitle}</h2>
          <p>{labels.loginText}</p>
          <a className="button button--primary" href={props.loginUrl}>
            {labels.loginLink}
          </a>
        </>
      )
    case 'cookie-settings':
      return (
        <>
          <h2 id={DIALOG_TITLE_ID}>{labels.cookieSettings}</h2>
          <p>{labels.cookieText}</p>
          <button type="button" className="button button--primary" onClick={close}>
            {labels.close}
          </button>
        </>
      )
    default:
      return null
  }
}

export function DialogHostView(
  props: DialogHostProps & { active?: ActiveDialog | null; content?: ReactNode; dialogRef?: Ref<HTMLDialogElement>; onClose?: () => void },
) {
  const close = props.onClose ?? (() => undefined)
  const active = props.active ?? null
  return (
    <dialog ref={props.dialogRef} className="dialog" aria-labelledby={DIALOG_TITLE_ID} data-type={active?.type}>
      {active && (
        <div className="dialog__box">
          <button type="button" className="dialog__close" aria-label={props.labels.close} onClick={close}>
            <IslandIcon name="close" />
          </button>
          {props.content ?? builtIn(active, props, close)}
        </div>
      )}
    </dialog>
  )
}
