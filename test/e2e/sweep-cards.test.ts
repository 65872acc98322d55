// The cards brand's page types (scripts/page-types.mjs), each loaded once: no page wider than its viewport at 320, 375
// and 768 px, no serious or critical axe violation at 375 and 1280 px, no console error, page error or failed request
// (./page-sweep.ts). The poster brand's page types run in their own file, beside this one.
import { sweepBrand } from './page-sweep'

sweepBrand('cards')
