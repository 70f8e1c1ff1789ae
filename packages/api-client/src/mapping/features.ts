// Features list (§3): already camelCase on the wire; only `status` is dropped.
import type { Features as WireFeatures } from '@portal/contract';

export type Features = Omit<WireFeatures, never>;

export function toFeatures(wire: WireFeatures & { status?: number }): Features {
  const { status: _status, ...features } = wire;
  return features;
}
