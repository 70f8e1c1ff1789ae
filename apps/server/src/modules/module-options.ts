import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RenderDocument } from '../documents/index.ts';
import type { Throttle } from '../plugins/throttle.ts';
import type { OneTimeCodes } from '../identity/one-time-codes.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { FeaturesService } from './features/service.ts';
import type { MemberDataCache } from './members/member-data-cache.ts';
import type { MembersRepository } from './members/repository.ts';
import type { MemberData } from './members/service.ts';
import type { MessageCentre } from './messages/message-centre.ts';

/** What every API module plugin receives. */
export interface ApiModuleOptions {
  config: Config;
  db: Database;
  /** Builds a PDF off the event loop and names the file (§9: with the date). */
  renderDocument: RenderDocument;
  /** Tells cached member data (GET members) that the member changed it. */
  memberDataChanged: (memberId: string) => void;
  /** Brute-force limits per client address and account. */
  throttle: Throttle;
  /** Sends email, texts and voice calls. */
  messenger: Messenger;
  /** Issues and checks one-time codes (§5, §9). */
  oneTimeCodes: OneTimeCodes;
  /** The audit trail: record(event, tx?) — in the change's transaction when given. */
  audit: AuditTrail;
  /** The member's message centre: post(memberId, kind, params, tx?). */
  messageCentre: MessageCentre;
  /** The partner's features (§3), built once: every module that gates a call on them shares it. */
  features: FeaturesService;
  /** The members and their coverage lines, built once for the modules that look up the signed-in member. */
  members: MembersRepository;
  /** GET members' answers kept for a short time; `memberDataChanged` forgets a member's. */
  memberDataCache: MemberDataCache<MemberData>;
}
