// The dependencies every route reads from its context, built once by createApp: every service
// of every feature (docs/architecture.md, Wiring a feature).
import type { Auth } from "./auth.ts";
import type { Database, Db } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { AccountService } from "./features/account/service.ts";
import type { OverviewService } from "./features/admin-overview/service.ts";
import type { AdminService } from "./features/admin-session/service.ts";
import type { AdminSettingsService } from "./features/admin-settings/service.ts";
import type { AdminUsersService } from "./features/admin-users/service.ts";
import type { AdminVoicesService } from "./features/admin-voices/service.ts";
import type { ApiKeysService } from "./features/api-keys/service.ts";
import type { AuditService } from "./features/audit/service.ts";
import type { BroadcastsService } from "./features/broadcasts/service.ts";
import type { ContactService } from "./features/contact/service.ts";
import type { Downloads } from "./features/generations/downloads.ts";
import type { GenerationsService } from "./features/generations/service.ts";
import type { ProfilesService } from "./features/me/service.ts";
import type { Mailer } from "./features/notifications/mailer.ts";
import type { NotificationsService } from "./features/notifications/service.ts";
import type { ReviewService } from "./features/payments/review.ts";
import type { PaymentsService } from "./features/payments/service.ts";
import type { PlansService } from "./features/plans/service.ts";
import type { ProjectsService } from "./features/projects/service.ts";
import type { PronunciationService } from "./features/pronunciation/service.ts";
import type { SamplesService } from "./features/samples/service.ts";
import type { SettingsService } from "./features/settings/service.ts";
import type { StatusService } from "./features/status/service.ts";
import type { PreviewsService } from "./features/voices/preview.ts";
import type { VoicesService } from "./features/voices/service.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { SessionCheck } from "./http/session.ts";
import type { Logger } from "./logger.ts";
import type { Speech } from "./speech/index.ts";
import type { AudioStore } from "./storage/audio-store.ts";

export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  now: () => Date;
  auth: Auth;
  /** The signed-in user from the request's cookies, mostly without a database round trip. */
  sessionUser: SessionCheck;
  settings: SettingsService;
  /** SMTP, or null when the operator configured none (then nothing is mailed). */
  mailer: Mailer | null;
  /** The user's own data export, deletion, and the admin's reset links. */
  account: AccountService;
  profiles: ProfilesService;
  audit: AuditService;
  admin: AdminService;
  /** Every engine behind the operator's voice settings (features/voices/service.ts). */
  speech: Speech;
  /** The same voices for the admin area, the turned-off ones included. */
  voices: VoicesService;
  audio: AudioStore;
  /** Generations converted for download, in worker threads, kept in `audio`, queued. */
  downloads: Downloads;
  generationLimiter: RateLimiter;
  apiKeys: ApiKeysService;
  /** Users' and the site's pronunciation dictionaries, and the text an engine is given. */
  pronunciation: PronunciationService;
  /** Per API key, beside the per-user generation limit. */
  apiKeyLimiter: RateLimiter;
  /** Per client address, for the contact form. */
  contactLimiter: RateLimiter;
  /** The contact form and the admin's Messages inbox. */
  contact: ContactService;
  plans: PlansService;
  payments: PaymentsService;
  /** The admin's approve and reject. */
  paymentReview: ReviewService;
  broadcasts: BroadcastsService;
  notifications: NotificationsService;
  overview: OverviewService;
  adminSettings: AdminSettingsService;
  adminUsers: AdminUsersService;
  adminVoices: AdminVoicesService;
  status: StatusService;
  generations: GenerationsService;
  /** The landing page's samples, kept in the audio store. */
  samples: SamplesService;
  /** Voice previews, kept in the audio store. */
  previews: PreviewsService;
  /** Long-form projects and their conversions on the job queue. */
  projects: ProjectsService;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null | undefined;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    ip: string;
    user: SessionUser;
  };
};
