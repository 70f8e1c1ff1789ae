// What every API module plugin receives: the shared services built once in api.ts. The modules these types come
// from (features, members, messages) name only the options they use, so the types point one way.
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { SharedAnswers } from '../cluster/shared-answers.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RenderDocument } from '../documents/index.ts';
import type { Throttle } from '../plugins/throttle.ts';
import type { OneTimeCodes } from '../identity/one-time-codes/one-time-codes.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { FeatureGate } from './features/feature-gate.ts';
import type { MemberDataCache } from './members/member-data-cache.ts';
import type { MemberSnapshots } from './members/member-snapshot.ts';
import type { MembersRepository } from './members/repository.ts';
import type { MemberData } from './members/service.ts';
import type { SignedInMemberLookup } from './members/signed-in-member.ts';
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
  /** Answers the same for every member of a brand or plan, kept until their tables change (never a member's data). */
  sharedAnswers: SharedAnswers;
  /** The partner's features (§3) and the 403 of a call they turn off, built once for every module. */
  features: FeatureGate;
  /** The members and their coverage lines, built once. */
  members: MembersRepository;
  /** The member a call is for: always the access token's member of this partner. */
  signedInMember: SignedInMemberLookup;
  /** HS256 key of the DCE tokens: dce-token signs with it, dce-estimator verifies (DCE_TOKEN_SECRET, or made per process). */
  dceTokenSecret: Uint8Array;
  /** The clock of chat hours, the report card and DCE token expiry; tests may pin it. */
  now?: () => Date;
  /** The signed-in member's rows read once per access token; `memberDataChanged` forgets a member's. */
  memberSnapshots: MemberSnapshots;
  /** GET members' answers kept for a short time; `memberDataChanged` forgets a member's. */
  memberDataCache: MemberDataCache<MemberData>;
}
