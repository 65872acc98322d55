// The product detail's dialog buttons: registers the product-description and 3d-preview contents with the dialog store
// and opens them with this product as payload. Hydrates on the first interaction, so it loads only when used.
import {
  ProductDescriptionContent,
  ProductDialogsView,
  Preview3dContent,
  type ProductDialogsProps,
} from '../../src/views/islands/product-dialogs-view'
import { dialogContents, openDialog } from '../lib/dialogs'

dialogContents.set('product-description', ({ payload }) => <ProductDescriptionContent payload={payload as ProductDialogsProps} />)
dialogContents.set('3d-preview', ({ payload }) => <Preview3dContent payload={payload as ProductDialogsProps} />)

export default function ProductDialogs(props: ProductDialogsProps) {
  return <ProductDialogsView {...props} onOpen={(kind) => openDialog(kind, props)} />
}
