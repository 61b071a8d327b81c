export { deviceOf, type Device, type DeviceClass } from './device';
export {
  MAX_LANDING_PATH_LENGTH,
  landingPageOf,
  type LandingPage,
  type LandingPageKind,
} from './landing-page';
export { landingSourceOf, type LandingSource } from './landing-source';
export type { ReferrerGroup, ReferrerSource } from './referrer-group';
export { referrerSourceOf } from './referrer-source';
export { MAX_SOURCE_VALUE_LENGTH, normalizedSourceValue } from './source-value';
export {
  trafficSourceOf,
  type SourceGroup,
  type TrafficArrival,
  type TrafficSource,
} from './traffic-source';
