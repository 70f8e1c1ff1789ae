export {
  createThrottle,
  sendTooManyRequests,
  throttleLanguageOf,
  type CreateThrottleOptions,
  type ThrottleAttempt,
  type ThrottleDecision,
  type ThrottleService,
} from './create-throttle.ts';
export { slowDownDelayMs, throttleLimits, withAddressLimitsScaled, type ThrottleLimits } from './throttle-limits.ts';
export { throttleMessage, type ThrottleLanguage, type ThrottleReason } from './throttle-texts.ts';
