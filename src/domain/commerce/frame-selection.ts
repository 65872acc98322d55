// The photo-frame selection's rules (SPEC §3 frames, mats, glass, option groups; §3 selected options of a photo
// frame), pure and shared by the Worker (the no-JavaScript form) and the frame-selection island: frame family, then
// frame type, then mat (none or white; sizes 0 and 30), then glass, then the material's option groups, then a format;
// a new family starts from its defaults. Shapes are the shop answers' (major units), declared here structurally so the
// domain stays below the shop client.
import type { FrameFamily, Mat, Material, MatSize, MatType } from './catalogue-enums'
import { articlePrice, centsToMajor, majorToCents, type PricePair } from './frame-price'
import type { SelectedOptions } from './designer-options'

export type GlassType = 'museum-glass' | 'museum-acrylic'

export interface FrameFamilyChoice {
  frameFamily: FrameFamily
  defaultFrameType: string
  matType: MatType
  matSize: MatSize
  frameTypes: readonly { value: string; isDefault: boolean }[]
  mats: readonly { matType: MatType; matSize: MatSize }[]
  glasses: readonly { glassType: GlassType; isDefault: boolean }[]
  materials: readonly Material[]
}

export interface FrameOptionGroup {
  value: string
  options: readonly { value: string; isDefault: boolean }[]
}

export interface FramedMaterial {
  materialType: Material
  optionGroups: readonly FrameOptionGroup[]
}

export type FrameSurcharges = Readonly<Record<Mat | 'museum-glass' | 'museum-acrylic', { perSquareMetre: number; minimum: number }>>

export interface FramedFormat {
  value: string
  picture: PricePair
  frame: PricePair
}

export interface FrameSelection {
  frameFamily: FrameFamily
  frameType: string
  materialType: Material
  matType: MatType
  matSize: MatSize
  /** Null: the family is not glazed. */
  glassType: GlassType | null
  /** Option group -> chosen option. */
  options: Readonly<Record<string, string>>
  /** `WIDTHxHEIGHT`; empty until the formats are known. */
  formatType: string
}

/** What a selection could not be built from (SPEC §8 error keys; the caller logs them). */
export type FrameSelectionProblem =
  | { key: 'error-no-materials-for-frame-type'; frameType: string }
  | { key: 'error-no-default-option-for-material-type'; materialType: Material; optionGroup: string }

/** Each group's default option; a group without one takes its first option and reports the problem. */
export function defaultOptions(material: FramedMaterial | undefined, problems: FrameSelectionProblem[] = []): Record<string, string> {
  const options: Record<string, string> = {}
  for (const group of material?.optionGroups ?? []) {
    const chosen = group.options.find((option) => option.isDefault) ?? group.options[0]
    if (!group.options.some((option) => option.isDefault) && material) {
      problems.push({ key: 'error-no-default-option-for-material-type', materialType: material.materialType, optionGroup: group.value })
    }
    if (chosen) options[group.value] = chosen.value
  }
  return options
}

/** The family's starting point: its default (black) frame type, the mat it comes with, its default glass, its first material. */
export function familySelection(
  family: FrameFamilyChoice,
  materials: readonly FramedMaterial[],
  problems: FrameSelectionProblem[] = [],
): FrameSelection | undefined {
  const materialType = family.materials[0]
  if (!materialType) {
    problems.push({ key: 'error-no-materials-for-frame-type', frameType: family.defaultFrameType })
    return undefined
  }
  return {
    frameFamily: family.frameFamily,
    frameType: family.defaultFrameType,
    materialType,
    matType: family.matType,
    matSize: family.matSize,
    glassType: family.glasses.find((glass) => glass.isDefault)?.glassType ?? family.glasses[0]?.glassType ?? null,
    options: defaultOptions(
      materials.find((m) => m.materialType === materialType),
      problems,
    ),
    formatType: '',
  }
}

/** What the shopper sent (form fields or island state), each step kept only when the previous steps allow it. */
export interface FrameRequest {
  frameFamily?: string | null | undefined
  frameType?: string | null | undefined
  materialType?: string | null | undefined
  /** `mat-none-0`, `mat-weiss-30`, `mat-schwarz-30` or `mat-creme-30`. */
  mat?: string | null | undefined
  glassType?: string | null | undefined
  formatType?: string | null | undefined
  options?: Readonly<Record<string, string | null | undefined>> | undefined
}

export function matValue(matType: MatType, matSize: MatSize): string {
  return `${matType}-${matSize}`
}

/**
 * The selection a request asks for, starting from the first family that has a material (or the asked one), every
 * later step checked against what the family and material offer; anything unknown falls back to the default.
 */
export function resolveSelection(
  families: readonly FrameFamilyChoice[],
  materials: readonly FramedMaterial[],
  request: FrameRequest,
  problems: FrameSelectionProblem[] = [],
): FrameSelection | undefined {
  const asked = families.find((f) => f.frameFamily === request.frameFamily)
  const family = asked ?? families.find((f) => f.materials.length > 0)
  if (!family) return undefined
  const base = familySelection(family, materials, problems)
  if (!base) return undefined
  const frameType = family.frameTypes.some((t) => t.value === request.frameType) ? (request.frameType as string) : base.frameType
  const materialType = family.materials.find((m) => m === request.materialType) ?? base.materialType
  const material = materials.find((m) => m.materialType === materialType)
  const mat = family.mats.find((m) => matValue(m.matType, m.matSize) === request.mat)
  const glassType = family.glasses.find((g) => g.glassType === request.glassType)?.glassType ?? base.glassType
  const options = materialType === base.materialType ? { ...base.options } : defaultOptions(material, problems)
  for (const group of material?.optionGroups ?? []) {
    const sent = request.options?.[group.value]
    if (sent && group.options.some((o) => o.value === sent)) options[group.value] = sent
  }
  return {
    frameFamily: family.frameFamily,
    frameType,
    materialType,
    matType: mat?.matType ?? base.matType,
    matSize: mat?.matSize ?? base.matSize,
    glassType,
    options,
    formatType: request.formatType ?? '',
  }
}

/** The selection's format among the framed formats: the sent one when it exists, else the first. */
export function withFormat(selection: FrameSelection, formats: readonly FramedFormat[]): FrameSelection {
  const formatType = formats.some((f) => f.value === selection.formatType) ? selection.formatType : (formats[0]?.value ?? '')
  return { ...selection, formatType }
}

/** The framed picture's price (major units), by the one rule of ./frame-price; undefined without a known format. */
export function selectionPrice(
  selection: FrameSelection,
  formats: readonly FramedFormat[],
  surcharges: FrameSurcharges,
): PricePair | undefined {
  const format = formats.find((f) => f.value === selection.formatType)
  if (!format) return undefined
  const cents = (pair: PricePair): PricePair => ({
    priceCurrent: majorToCents(pair.priceCurrent),
    priceOriginal: majorToCents(pair.priceOriginal),
  })
  const rate = (s: { perSquareMetre: number; minimum: number }) => ({
    perSquareMetre: majorToCents(s.perSquareMetre),
    minimum: majorToCents(s.minimum),
  })
  const price = articlePrice({
    format: format.value,
    picture: cents(format.picture),
    frame: cents(format.frame),
    mat: selection.matType === 'mat-none' ? undefined : rate(surcharges[selection.matType]),
    glass: selection.glassType ? rate(surcharges[selection.glassType]) : undefined,
  })
  return { priceCurrent: centsToMajor(price.priceCurrent), priceOriginal: centsToMajor(price.priceOriginal) }
}

/** SPEC §3 photo-frame options of the designer URL: frame type, mat, material and the chosen options (glass first). */
export function frameDesignerOptions(selection: FrameSelection): SelectedOptions {
  return {
    frameType: selection.frameType,
    matType: selection.matType,
    matSize: selection.matSize,
    materialType: selection.materialType,
    optionTypes: [...(selection.glassType ? [selection.glassType] : []), ...Object.values(selection.options)],
    formatType: selection.formatType || undefined,
  }
}
