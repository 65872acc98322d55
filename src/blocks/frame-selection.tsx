// FrameSelection: the photo-frame selection (SPEC §3) as a page block, from `/web-api/product-selection-photo-frame/
// data`, `prices-from`, `prices-formats` and `price-article` through the page's one shop client: frame family → frame
// type → mat → glass → the material's option groups → format, priced and linked into the photo-frame designer. A GET
// form of the page without JavaScript; the frame-selection island (on interaction) changes it in place. SPEC §8's
// error-no-materials-for-frame-type and error-no-default-option-for-material-type are logged here, where they occur.
import * as z from 'zod/mini'
import { optionField } from '../content/fields'
import { FRAME_FAMILIES } from '../domain/commerce/catalogue-enums'
import { resolveSelection, withFormat, type FrameRequest, type FrameSelectionProblem } from '../domain/commerce/frame-selection'
import type { Language } from '../domain/locales'
import { createTranslator, hasMessage, translateLoose } from '../i18n/translate'
import { log } from '../log'
import type { FrameSelectionData } from '../shop-contract/frames'
import { Island } from '../views/island'
import { formatsKey, type FrameSelectionProps } from '../views/islands/frame-selection-view'
import { usePageContext } from '../views/page-context'
import { defineBlock, type BlockData, type BlockLoadRequest } from './define'
import { ctaText, optionalText, WhenLoaded } from './product-shared'

export const frameSelectionSchema = z.object({
  _uid: z._default(z.string(), ''),
  component: z.literal('FrameSelection'),
  headline: optionalText,
  /** The family the selection starts on; the shop's first one when absent. */
  frameFamily: optionField(z.optional(z.enum(FRAME_FAMILIES))),
  ctaText: optionalText,
})
type FrameSelectionBlock = z.infer<typeof frameSelectionSchema>

type Loaded = Omit<FrameSelectionProps, 'id' | 'labels' | 'names' | 'brand' | 'basePath' | 'locale' | 'action'> & {
  data: FrameSelectionData
}

function logProblems(problems: readonly FrameSelectionProblem[]): void {
  // Each once per request: the same family or group would otherwise be reported by every step that meets it.
  const seen = new Set<string>()
  for (const problem of problems) {
    const key = JSON.stringify(problem)
    if (seen.has(key)) continue
    seen.add(key)
    const { key: event, ...fields } = problem
    log.error(event, fields)
  }
}

/** What the page's query asks for; a changed family (`shownFamily`) starts from that family's defaults. */
function requestOf(url: URL, block: FrameSelectionBlock): FrameRequest {
  const q = url.searchParams
  const family = q.get('frameFamily') ?? block.frameFamily
  const shown = q.get('shownFamily')
  if (shown !== null && shown !== family) return { frameFamily: family }
  const options: Record<string, string> = {}
  for (const [name, value] of q) if (name.startsWith('option-')) options[name.slice('option-'.length)] = value
  return {
    frameFamily: family,
    frameType: q.get('frameType'),
    materialType: q.get('materialType'),
    mat: q.get('mat'),
    glassType: q.get('glassType'),
    formatType: q.get('formatType'),
    options,
  }
}

async function loadSelection(block: FrameSelectionBlock, request: BlockLoadRequest): Promise<Loaded | null> {
  const [data, from] = await Promise.all([
    request.shop('frame-selection:data', (client) => client.frameSelection()),
    request.shop('frame-selection:from', (client) => client.framePricesFrom()),
  ])
  if (!data) return null
  const problems: FrameSelectionProblem[] = []
  const asked = requestOf(request.url, block)
  // A family that frames nothing the brand sells cannot be chosen: logged, and the selection starts elsewhere.
  let selection =
    resolveSelection(data.families, data.materials, asked, problems) ?? resolveSelection(data.families, data.materials, {}, problems)
  logProblems(problems)
  if (!selection) return null
  const { frameType, materialType } = selection
  const formats = await request.shop(`frame-selection:formats:${frameType}:${materialType}`, (client) =>
    client.framePricesFormats({ frameType, materialType }),
  )
  if (!formats) return null
  selection = withFormat(selection, formats.formats)
  // The shop's own quote of the chosen article is the price the page shows first; the island prices later choices by
  // the same rule (domain/commerce/frame-price.ts).
  const { frameFamily: _family, options: _options, ...article } = selection
  const quote = await request.shop(`frame-selection:article:${JSON.stringify(article)}`, (client) =>
    client.framePriceArticle({ ...article, glassType: selection.glassType ?? undefined }),
  )
  return {
    quoted: quote ? { priceCurrent: quote.priceCurrent, priceOriginal: quote.priceOriginal } : undefined,
    data,
    currency: data.currency,
    families: data.families.filter((family) => family.materials.length > 0),
    materials: data.materials,
    surcharges: data.surcharges,
    pricesFrom: Object.fromEntries((from?.families ?? []).map((f) => [f.frameFamily, f.priceFrom])),
    formats: { [formatsKey(selection)]: formats.formats },
    selected: selection,
  }
}

// The shop names groups `optionGroups.posterPaper` and options `optionGroups.posterPaper.silkMatt`; ours live under
// frameSelection.* (digits first in a key, `25Cm`, are spelled `cm25`). Unknown ones show their value, unlogged:
// an external backend may add options before we name them.
function optionName(language: Language, key: string, fallback: string): string {
  const last = key.split('.').pop() ?? ''
  const spelled = /^(\d+)(Cm|Inch)$/.exec(last)
  const name = spelled ? `${spelled[2]?.toLowerCase()}${spelled[1]}` : last
  const full = `frameSelection.options.${name}`
  return hasMessage(language, full) ? translateLoose(language, full) : fallback
}

function names(language: Language, data: FrameSelectionData): Record<string, string> {
  const known = (key: string, fallback: string) => (hasMessage(language, key) ? translateLoose(language, key) : fallback)
  const out: Record<string, string> = {}
  for (const family of data.families) {
    const camel = family.frameFamily.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    out[`family:${family.frameFamily}`] = known(`frameSelection.families.${camel}`, family.frameFamily)
    for (const type of family.frameTypes) {
      // SPEC §3 key families: produced.* long names, produced-short.* short names.
      out[`type:${type.value}`] = known(`produced.${type.value}`, type.value)
      out[`short:${type.value}`] = known(`produced-short.${type.value}`, type.value)
    }
    for (const glass of family.glasses)
      out[`glass:${glass.glassType}`] = known(
        glass.glassType === 'museum-glass' ? 'produced.glass.museumGlass' : 'produced.glass.museumAcrylic',
        glass.glassType,
      )
  }
  // SPEC §3 mats in labels: none, white, black, cream.
  for (const [mat, label] of Object.entries({ none: 'none', weiss: 'white', schwarz: 'black', creme: 'cream' }))
    out[`mat:mat-${mat}`] = known(`produced.mat.${label}`, `mat-${mat}`)
  for (const material of data.materials) {
    out[`material:${material.materialType}`] = known(`calculator.materials.${material.materialType}`, material.materialType)
    for (const group of material.optionGroups) {
      const groupName = group.labelTranslationKey.split('.').pop() ?? group.value
      out[`group:${group.value}`] = known(`frameSelection.groups.${groupName}`, group.value)
      for (const option of group.options)
        out[`option:${group.value}:${option.value}`] = optionName(language, option.labelTranslationKey, option.value)
    }
  }
  return out
}

function FrameSelectionBody({ block, loaded }: { block: FrameSelectionBlock; loaded: Loaded }) {
  const { site, url } = usePageContext()
  const t = createTranslator(site.language)
  const { data, ...rest } = loaded
  const props: FrameSelectionProps = {
    ...rest,
    id: `frame-selection-${(block._uid || 'page').replace(/[^A-Za-z0-9_-]/g, '')}`,
    locale: site.locale,
    brand: site.brand,
    basePath: site.basePath,
    action: (url ?? '').split('?')[0] ?? '',
    names: names(site.language, data),
    labels: {
      title: block.headline || t('frameSelection.title'),
      family: t('frameSelection.family'),
      frameType: t('frameSelection.frameType'),
      mat: t('frameSelection.mat'),
      glass: t('frameSelection.glass'),
      noGlass: t('frameSelection.noGlass'),
      material: t('frameSelection.material'),
      format: t('frameSelection.format'),
      update: t('frameSelection.update'),
      price: t('frameSelection.price'),
      from: t('calculatorDialogs.from'),
      original: t('calculator.original'),
      current: t('calculator.current'),
      cta: ctaText(site.language, block.ctaText),
      loading: t('calculatorDialogs.loading'),
      frameWithMat: t('frameWithMat'),
    },
  }
  return <Island name="frame-selection" props={props} hydrate="interaction" />
}

// Unlike the other shop blocks this one is part of the page's first HTML (no Suspense boundary of its own): it is a
// form that must work without JavaScript, where streamed-in content would stay hidden, and its island must be in the
// document when the islands' entry script looks for markers.
export function FrameSelection({ block, data }: { block: FrameSelectionBlock; data?: BlockData<Loaded> }) {
  return <WhenLoaded data={data}>{(loaded) => <FrameSelectionBody block={block} loaded={loaded} />}</WhenLoaded>
}

export const FRAME_SELECTION_BLOCK = defineBlock(frameSelectionSchema, FrameSelection, loadSelection)
