// The calculator of a content page (SPEC §2 calculator teaser, §3 calculator fields): the CMS block, the shop's
// calculator reference and sku context through the request's one shop client, and the shopper's choice from the
// no-JavaScript form, turned into the island's props. It never fails a page: anything wrong means no calculator.
import * as z from 'zod/mini'
import {
  findMaterial,
  formatSelection,
  limitsOf,
  materialSelection,
  orientSelection,
  ownFormatSelection,
  shownFormats,
  skuSelection,
  type CalculatorChoice,
  type CalculatorMaterial,
  type CalculatorSelection,
} from '../domain/commerce/calculator'
import { BUTTON_COLORS, isOneOf, MATERIALS, PRODUCT_TYPES, type Material } from '../domain/commerce/catalogue-enums'
import type { FormatLimits, OwnFormatProblem } from '../domain/commerce/own-format'
import type { Brand } from '../domain/countries'
import { createTranslator, hasMessage, translateLoose } from '../i18n/translate'
import { log } from '../log'
import type { CalculatorDialogLabels, CalculatorPanelProps, MoreFormatsGroup } from '../views/islands/parts/calculator-dialogs'
import type { PhotoCalculatorProps } from '../views/islands/photo-calculator-view'
import { ownFormatError, type CalculatorDialogKind, type CalculatorProps } from '../views/islands/calculator-view'
import type { ShopClient } from '../shop/client'
import { isMaterialGroup, type Calculator, type MaterialOption } from '../shop-contract/calculator'
import { optionField, flag } from '../content/fields'
import { parseOnce, reportContent } from '../content/parse-once'
import { loadPhotoCalculator } from './photo-calculator'
import type { RawBlock } from '../content/schemas'
import type { PageScope } from './scope'

/** Storyblok sends an untouched text field as ''. */
const text = optionField(z.optional(z.string()))

export const calculatorBlockSchema = z.looseObject({
  _uid: z._default(z.string(), ''),
  component: z.literal('Calculator'),
  product: optionField(z.enum(PRODUCT_TYPES)),
  materialType: text,
  sku: text,
  /** A translation key (`cta.jetztGestalten`) or the words themselves. */
  ctaText: text,
  ctaColor: text,
  isCollage: flag,
})
export type CalculatorBlock = z.infer<typeof calculatorBlockSchema>

/**
 * The calculator's share of the page's time: with the built-in API it answers in-process within milliseconds; an
 * external backend that has not answered by then costs the page its calculator, not its speed.
 */
export const CALCULATOR_TIMEOUT_MS = 1500

const DEFAULT_CTA = 'cta.jetztGestalten'
const TRANSLATION_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/

type Language = Parameters<typeof createTranslator>[0]

// The shop names materials, groups and labels with keys such as `materials.leinwand`, `materialGroups.paper` and
// `calculator.labels.bestseller`; this shop keeps them all under `calculator.*`. A key we do not know is read as it is,
// so SPEC §5 applies: logged once, its second segment shown.
function shopLabel(language: Language, key: string): string {
  const [family, name, ...rest] = key.replace(/^calculator\./, '').split('.')
  const known = (family === 'materials' || family === 'materialGroups' || family === 'labels') && name && rest.length === 0
  return known && hasMessage(language, `calculator.${family}.${name}`)
    ? translateLoose(language, `calculator.${family}.${name}`)
    : translateLoose(language, key)
}

function materialView(language: Language, option: MaterialOption): CalculatorMaterial {
  return {
    value: option.value,
    label: shopLabel(language, option.labelTranslationKey),
    initial: option.initiallySelectedFormat,
    formats: option.formats.map((format) => ({
      value: format.value,
      priceCurrent: format.priceCurrent,
      priceOriginal: format.priceOriginal,
    })),
  }
}

function choicesOf(language: Language, calculator: Calculator): CalculatorChoice[] {
  return calculator.options
    .map((option, index): CalculatorChoice => {
      const label = calculator.labels.find((l) => l.index === index)
      const members = isMaterialGroup(option) ? option.options : [option]
      return {
        label: shopLabel(language, option.labelTranslationKey),
        group: isMaterialGroup(option),
        badge: label && { text: shopLabel(language, label.text), backgroundColor: label.backgroundColor, textColor: label.textColor },
        materials: members.filter((m) => m.formats.length > 0).map((m) => materialView(language, m)),
      }
    })
    .filter((choice) => choice.materials.length > 0)
}

/** SPEC §4: the content tag that, together with the brand's experiment, lets shoppers swap portrait and landscape. */
export const PORTRAIT_TAG = 'portrait-format'
/** The portrait-format experiment of each brand (SPEC §9: kls- for the cards brand, voll- for the poster brand). */
export const PORTRAIT_FLAGS: Readonly<Record<Brand, string>> = { cards: 'kls-portrait-format', poster: 'voll-portrait-format' }

/** SPEC §4: the swap is offered only with the page's content tag and the brand's experiment both on. */
export function portraitSwapOn(scope: PageScope, tags: readonly string[]): boolean {
  return tags.includes(PORTRAIT_TAG) && scope.variant.flags.isOn(PORTRAIT_FLAGS[scope.site.brand])
}

/** The extra data a form answer needs: the more-formats list and the material's limits, each only when asked for. */
interface FormExtras {
  groups?: MoreFormatsGroup[] | undefined
  limits?: FormatLimits | undefined
}

/**
 * A format sent by the form: listed, else (with the swap on) in the turned list, else one of the more-formats list
 * (SPEC §4: kept as the extra own-format entry with its own price), else an own format priced by the listed ones.
 */
function sentFormat(material: CalculatorMaterial, value: string, swapOn: boolean, extras: FormExtras): CalculatorSelection | undefined {
  const listed = material.formats.some((format) => format.value === value)
  const turned = swapOn && !listed && shownFormats(material, true).some((format) => format.value === value)
  if (!listed && !turned) {
    const more = extras.groups?.flatMap((group) => group.formats).find((format) => format.value === value)
    if (more) return { material: material.value, format: value, own: more }
  }
  return formatSelection(material, value, turned)
}

interface FormChoice {
  selection: CalculatorSelection | undefined
  ownError?: OwnFormatProblem
}

/**
 * The no-JavaScript form's answer (`?materialType=&formatType=&shownMaterial=&orientation=&ownWidth=&ownHeight=`),
 * also a link a shopper can share. A changed material starts from its initial format (SPEC §4); a format outside the
 * list is a more-formats entry or an own format; with the swap on, `orientation` turns the format (not on a changed
 * material, which resets); typed-in sides win over a listed format.
 */
function formChoice(
  material: CalculatorMaterial | undefined,
  query: URLSearchParams,
  locale: CalculatorProps['locale'],
  swapOn: boolean,
  extras: FormExtras,
): FormChoice {
  if (!material) return { selection: undefined }
  const shown = query.get('shownMaterial')
  const sameMaterial = shown === null || shown === material.value
  const format = query.get('formatType')
  const fromList = sameMaterial && format ? sentFormat(material, format, swapOn, extras) : undefined
  let selection = fromList ?? materialSelection(material)
  const orientation = swapOn && sameMaterial ? query.get('orientation') : null
  if (orientation === 'portrait' || orientation === 'landscape') selection = orientSelection(material, selection, orientation)
  const width = query.get('ownWidth')?.trim() ?? ''
  const height = query.get('ownHeight')?.trim() ?? ''
  if (!width && !height) return { selection }
  const own = ownFormatSelection(material, width, height, locale, selection.swapped)
  return own.ok ? { selection: own.selection } : { selection, ownError: own.error }
}

/** The dialog a no-JavaScript link opened as a panel (`?calculator=…`). */
function panelKind(query: URLSearchParams): CalculatorDialogKind | undefined {
  const kind = query.get('calculator')
  return kind === 'more-formats' || kind === 'own-format' ? kind : undefined
}

/** The more-formats list of a material as the dialog shows it; undefined when the shop cannot answer (logged). */
async function loadGroups(client: ShopClient, material: Material): Promise<MoreFormatsGroup[] | undefined> {
  try {
    const answer = await client.formatGroupImages({ materialType: material })
    return answer.groups.map((group) => ({
      formatType: group.formatType,
      image: group.image,
      priceFrom: group.priceFrom,
      formats: group.formats.map((f) => ({ value: f.value, priceCurrent: f.priceCurrent, priceOriginal: f.priceOriginal })),
    }))
  } catch (error) {
    log.warn('calculator-more-formats-unavailable', { material, error })
    return undefined
  }
}

/** A material's own-format limits; undefined (the listed formats decide) when the shop cannot answer (logged). */
async function loadLimits(client: ShopClient, material: Material): Promise<FormatLimits | undefined> {
  try {
    const { minSide, maxShort, maxLong } = await client.formatLimits({ materialType: material })
    return { minSide, maxShort, maxLong }
  } catch (error) {
    log.warn('calculator-format-limits-unavailable', { material, error })
    return undefined
  }
}

/** The words of both dialogs and their no-JavaScript panels. */
export function dialogLabels(language: Language): CalculatorDialogLabels {
  const t = createTranslator(language)
  return {
    moreTitle: t('calculatorDialogs.moreTitle'),
    moreIntro: t('calculatorDialogs.moreIntro'),
    ownTitle: t('calculatorDialogs.ownTitle'),
    ownLimits: t('calculatorDialogs.ownLimits'),
    width: t('calculator.width'),
    height: t('calculator.height'),
    apply: t('calculator.apply'),
    choose: t('calculatorDialogs.choose'),
    from: t('calculatorDialogs.from'),
    loading: t('calculatorDialogs.loading'),
    failed: t('calculatorDialogs.failed'),
    original: t('calculator.original'),
    current: t('calculator.current'),
    tooSmall: t('calculatorDialogs.tooSmall'),
    tooLarge: t('calculatorDialogs.tooLarge'),
    invalid: t('calculatorDialogs.invalid'),
    back: t('calculatorDialogs.back'),
    ratios: {
      standard: t('calculatorDialogs.ratios.standard'),
      din: t('calculatorDialogs.ratios.din'),
      square: t('calculatorDialogs.ratios.square'),
      wallpaper: t('calculatorDialogs.ratios.wallpaper'),
      'panoramic-wide': t('calculatorDialogs.ratios.panoramicWide'),
      'panoramic-ultra-wide': t('calculatorDialogs.ratios.panoramicUltraWide'),
    },
  }
}

function buttonColor(value: string | undefined): CalculatorProps['cta']['color'] {
  return isOneOf(BUTTON_COLORS, value) ? value : undefined
}

/**
 * The island props of the page's calculator, or null when it has none, its block is invalid or the shop cannot
 * answer. Resolves, never rejects: the page renders either way. A page that lost its calculator is not page-cached.
 * `tags` are the story's content tags (SPEC §4: `portrait-format` offers the orientation swap with its experiment).
 */
/** The island's props plus, for the no-JavaScript form, a dialog's panel rendered beside the island. */
export type LoadedCalculator = CalculatorProps & { panel?: CalculatorPanelProps | undefined }

/** A page's calculator: the wall-picture teaser, or for photo prints and photo boxes the photo calculator. */
export type PageCalculator = LoadedCalculator | { photo: PhotoCalculatorProps }

export async function loadCalculator(
  scope: PageScope,
  blocks: readonly RawBlock[],
  tags: readonly string[] = [],
  pageSku = '',
  /** The page's story, which a content warning names. */
  story = '',
): Promise<PageCalculator | null> {
  const raw = blocks[0]
  if (!raw) return null
  const parsed = parseOnce(calculatorBlockSchema, raw)
  reportContent(story, parsed)
  if (!parsed.success) return null
  const block = parsed.data
  const { site } = scope
  const materialType = block.materialType ? (isOneOf(MATERIALS, block.materialType) ? block.materialType : undefined) : undefined
  // An unknown material only loses the preselection, not the calculator.
  if (block.materialType && !materialType)
    reportContent(story, {
      dropped: [{ path: 'materialType', uid: block._uid, component: 'Calculator', problem: 'not a material of the shop' }],
      withoutAlt: [],
    })
  const client = scope.shop(CALCULATOR_TIMEOUT_MS)
  if (block.product === 'photoprint' || block.product === 'photobox') {
    const ctaKey = block.ctaText || DEFAULT_CTA
    const cta = TRANSLATION_KEY.test(ctaKey) ? translateLoose(site.language, ctaKey) : ctaKey
    const photo = await loadPhotoCalculator(scope, client, { _uid: block._uid, product: block.product, cta })
    return photo && { photo }
  }
  const answers = await Promise.all([
    client.calculatorReference({ product: block.product, ...(materialType ? { materialType } : {}) }),
    // The sku only preselects: without its context the calculator starts from the shop's selection.
    // SPEC §3: the page's sku field; the calculator block's own wins.
    block.sku || pageSku
      ? client.skuContainer({ sku: block.sku || pageSku }).catch((error: unknown) => {
          log.warn('calculator-sku-unavailable', { sku: block.sku || pageSku, error })
          return undefined
        })
      : undefined,
  ]).catch((error: unknown) => {
    log.error('calculator-unavailable', { brand: site.brand, locale: site.locale, product: block.product, error })
    // The page without its calculator is a degraded page: not one to keep in the page cache.
    scope.degrade()
    return null
  })
  if (!answers) return null
  const [calculator, sku] = answers

  const language = site.language
  const choices = choicesOf(language, calculator)
  const base = findMaterial(choices, calculator.selectedValue) ?? choices[0]?.materials[0]
  if (!base) return null
  const { url } = scope
  const query = url.searchParams
  const swapOn = portraitSwapOn(scope, tags)
  // The dialogs' data is loaded only when the no-JavaScript form needs it: a panel asked for, a format beyond the list,
  // sides typed in. The page itself never waits for it (the dialogs load theirs in the browser when opened).
  const asked = findMaterial(choices, query.get('materialType') ?? undefined)
  const panel = panelKind(query)
  const sent = query.get('formatType')
  const beyondList =
    asked && sent && !shownFormats(asked, false).some((f) => f.value === sent) && !shownFormats(asked, true).some((f) => f.value === sent)
  const typed = Boolean(query.get('ownWidth')?.trim() || query.get('ownHeight')?.trim())
  const [groups, limits] = asked
    ? await Promise.all([
        panel === 'more-formats' || beyondList ? loadGroups(client, asked.value) : undefined,
        panel === 'own-format' || typed ? loadLimits(client, asked.value) : undefined,
      ])
    : [undefined, undefined]
  const material = asked && limits ? { ...asked, limits } : asked
  const form = formChoice(material, query, site.locale, swapOn, { groups, limits })
  const preselected = sku && skuSelection(choices, { ...sku.context, format: sku.format })
  const selected = form.selection ?? preselected ?? materialSelection(base)
  const t = createTranslator(language)
  const ctaText = block.ctaText || DEFAULT_CTA
  const props: LoadedCalculator = {
    id: `calculator-${(block._uid || 'page').replace(/[^A-Za-z0-9_-]/g, '')}`,
    locale: site.locale,
    currency: calculator.currency,
    brand: site.brand,
    basePath: site.basePath,
    isCollage: block.isCollage || calculator.isCollage,
    action: url.pathname,
    choices,
    selected,
    cta: { text: TRANSLATION_KEY.test(ctaText) ? translateLoose(language, ctaText) : ctaText, color: buttonColor(block.ctaColor) },
    labels: {
      title: t('calculator.title'),
      material: t('calculator.material'),
      format: t('calculator.format'),
      update: t('calculator.update'),
      moreFormats: t('calculator.moreFormats'),
      ownFormat: t('calculator.ownFormat'),
      pricedAs: t('calculator.pricedAs'),
      original: t('calculator.original'),
      current: t('calculator.current'),
    },
    dialogs: dialogLabels(language),
  }
  if (swapOn)
    props.orientation = { legend: t('calculator.orientation'), portrait: t('calculator.portrait'), landscape: t('calculator.landscape') }
  if (material && (panel || form.ownError)) {
    const kind = form.ownError ? 'own-format' : panel
    const shown = {
      id: props.id,
      action: props.action,
      locale: props.locale,
      currency: props.currency,
      labels: props.dialogs,
      material: selected.material,
      format: selected.format,
    }
    if (kind === 'more-formats' && groups) props.panel = { ...shown, panel: { kind, groups } }
    if (kind === 'own-format') {
      const error = form.ownError && ownFormatError(props, material, form.ownError)
      const defaults = { width: query.get('ownWidth') ?? '', height: query.get('ownHeight') ?? '' }
      props.panel = { ...shown, panel: { kind, limits: limitsOf(material), error, defaults } }
    }
  }
  return props
}
