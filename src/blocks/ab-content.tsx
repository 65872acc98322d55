// ABContent: two variants of content behind a feature flag (SPEC §3 feature flags). The Worker decided the treatment
// (src/middleware/feature-flags.ts): `on` shows variant B; control, off, an unknown flag and crawlers see variant A.
import * as z from 'zod/mini'
import { usePageContext } from '../views/page-context'
import { Blocks } from './registry'
import { nestedBlocks, textField } from './block-fields'

export const abContentSchema = z.object({
  flag: textField(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,249}$/))),
  variantA: nestedBlocks,
  variantB: nestedBlocks,
})

export function ABContent({ block }: { block: z.infer<typeof abContentSchema> }) {
  const { flags } = usePageContext()
  const variant = flags?.isOn(block.flag) ? 'b' : 'a'
  return (
    <div className="ab-content" data-flag={block.flag} data-variant={variant}>
      <Blocks blocks={variant === 'b' ? block.variantB : block.variantA} />
    </div>
  )
}
