// Config (§3): the subsidiary and the memberChat flag.
import type { SubsidiaryConfig as WireSubsidiaryConfig } from '@portal/contract';

export interface SubsidiaryConfig {
  subsidiary: string;
  memberChat: boolean;
}

export function toSubsidiaryConfig(wire: WireSubsidiaryConfig): SubsidiaryConfig {
  return { subsidiary: wire.subsidiary, memberChat: wire.memberChat === true };
}
