// tools/bench/measure.ts imports mapLimit from here, and tools/bench is being
// changed for the locale work (#45, point 1): when that lands, it imports
// ../shared/map-limit and this file goes.
export { mapLimit } from '../shared/map-limit'
