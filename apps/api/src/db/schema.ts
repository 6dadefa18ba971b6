/**
 * Row types of the database, as Kysely sees them through CamelCasePlugin (snake_case in SQL, camelCase here).
 * Timestamps are ISO-8601 UTC strings on both engines (see database.ts); booleans read as 0/1 on SQLite and
 * true/false on PostgreSQL, so repositories turn them into booleans with `Boolean()` when building DTOs.
 */
import type { ColumnType, Generated, Selectable } from "kysely";

type Timestamp = string;
type Bool = ColumnType<boolean | number, boolean, boolean>;
type BigMoney = ColumnType<number, number, number>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  language: string;
  role: ColumnType<"professional" | "buyer", "professional" | "buyer" | undefined>;
  status: ColumnType<"active" | "inactive", "active" | "inactive" | undefined>;
  emailVerifiedAt: Timestamp | null;
  lastLoginAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface GroupsTable {
  id: Generated<number>;
  code: string;
  name: string;
}

export interface UserGroupsTable {
  userId: number;
  groupId: number;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  impersonatorUserId: number | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: Timestamp;
  lastUsedAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface PasswordResetTokensTable {
  tokenHash: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** A sign-up waiting for its address to be confirmed by the e-mailed link (account.service.ts). */
export interface SignUpRequestsTable {
  tokenHash: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
  /** Null for a buyer's sign-up (no team); set for a seller's (migration 2026-11-26T0300). */
  companyName: string | null;
  country: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: Timestamp;
}

export interface PlansTable {
  id: Generated<number>;
  code: string;
  canPostBoats: Bool;
  maxBoats: number | null;
  priceAmount: BigMoney | null;
  currency: string;
  interval: "month" | "year";
  isPublic: Bool;
  sortOrder: number;
}

export type TeamRole = "owner" | "admin" | "member";

export interface TeamsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  kind: ColumnType<string, string | undefined>;
  country: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  unit: "metric" | "imperial";
  website: string | null;
  bannerKey: string | null;
  logoKey: string | null;
  description: string | null;
  status: ColumnType<"active" | "inactive", "active" | "inactive" | undefined>;
  planId: number;
  subscriptionStatus: ColumnType<string, string | undefined>;
  subscriptionRenewsAt: Timestamp | null;
  isVerified: ColumnType<boolean | number, boolean | undefined, boolean>;
  verifiedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type MessageNotifications = "each" | "daily" | "none";

export interface TeamMembersTable {
  teamId: number;
  userId: number;
  role: TeamRole;
  createdAt: Timestamp;
  /** E-mail for each new message, a daily digest, or none (migration 0600). */
  messageNotifications: ColumnType<MessageNotifications, MessageNotifications | undefined>;
  digestSentAt: ColumnType<Timestamp | null, Timestamp | null | undefined>;
  /** The one-click unsubscribe link of notification e-mails, made when first needed (migration 2026-11-25T1000). */
  unsubscribeToken: ColumnType<string | null, string | null | undefined>;
}

export interface ConversationNotesTable {
  id: Generated<number>;
  conversationId: number;
  authorUserId: number | null;
  body: string;
  createdAt: Timestamp;
}

export interface BlockedSendersTable {
  email: string;
  reason: string | null;
  blockedByUserId: number | null;
  createdAt: Timestamp;
}

export interface InvitationsTable {
  id: string;
  teamId: number;
  email: string;
  role: TeamRole;
  invitedByUserId: number | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedByUserId: number | null;
  revokedAt: Timestamp | null;
}

export interface ProfessionalProfilesTable {
  teamId: number;
  memberSince: string;
  spokenLanguages: string;
  headline: string | null;
  isListed: ColumnType<boolean | number, boolean | undefined, boolean>;
}

export interface PartnersTable {
  id: Generated<number>;
  slug: string;
  name: string;
  category: string;
  description: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  city: string | null;
  logoKey: string | null;
  /** The language of `description` (a locale code). */
  language: ColumnType<string, string | undefined, string>;
  status: ColumnType<"active" | "inactive", "active" | "inactive" | undefined>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Reference lists carry a stable code and a label per locale. */
export interface TranslatedRow {
  id: Generated<number>;
  code: string;
  sortOrder: ColumnType<number, number | undefined>;
  nameEnUs: string;
  nameEnGb: string;
  nameFr: string;
  nameIt: string;
  nameEs: string;
}

export interface BoatTypesTable extends TranslatedRow {
  category: "power" | "sail" | "unpowered";
}

export interface EquipmentsTable extends TranslatedRow {
  equipmentTypeId: number;
}

export interface BrandsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  status: ColumnType<"approved" | "pending", "approved" | "pending" | undefined>;
  createdByTeamId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BrandModelsTable {
  id: Generated<number>;
  brandId: number;
  slug: string;
  name: string;
  boatTypeId: number | null;
  status: ColumnType<"approved" | "pending", "approved" | "pending" | undefined>;
  createdByTeamId: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type BoatStatus = "draft" | "published" | "under_offer" | "sold" | "archived";

export interface BoatsTable {
  id: Generated<number>;
  teamId: number;
  slug: string;
  reference: string;
  status: ColumnType<BoatStatus, BoatStatus | undefined>;
  title: string;
  description: ColumnType<string, string | undefined>;
  language: ColumnType<string, string | undefined>;
  knownDefects: string | null;
  boatTypeId: number | null;
  conditionId: number | null;
  availabilityId: number | null;
  brandId: number | null;
  brandName: string | null;
  modelId: number | null;
  modelName: string | null;
  designer: string | null;
  boatName: string | null;
  modelYear: number | null;
  yearBuilt: number | null;
  lastRefitYear: number | null;
  hin: string | null;
  flag: string | null;
  builtIn: string | null;
  stockCodePublic: string | null;
  stockCodePrivate: string | null;
  priceAmount: BigMoney | null;
  currency: string;
  isPriceOnRequest: ColumnType<boolean | number, boolean | undefined, boolean>;
  isVatIncluded: ColumnType<boolean | number, boolean | undefined, boolean>;
  vatStatus: "paid" | "not_paid" | "not_applicable" | null;
  vatCountry: string | null;
  originalPriceAmount: BigMoney | null;
  priceEur: BigMoney | null;
  country: string | null;
  region: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  lengthM: number | null;
  waterlineLengthM: number | null;
  beamM: number | null;
  draftMinM: number | null;
  draftMaxM: number | null;
  airDraftM: number | null;
  displacementKg: number | null;
  dryWeightKg: number | null;
  ballastKg: number | null;
  hullMaterial: string | null;
  hullColour: string | null;
  hullShape: string | null;
  deckMaterial: string | null;
  keelType: string | null;
  steering: string | null;
  hasFlybridge: ColumnType<boolean | number, boolean | undefined, boolean>;
  engineCount: ColumnType<number, number | undefined>;
  fuel: string | null;
  hasGenerator: ColumnType<boolean | number, boolean | undefined, boolean>;
  hasBowThruster: ColumnType<boolean | number, boolean | undefined, boolean>;
  hasSternThruster: ColumnType<boolean | number, boolean | undefined, boolean>;
  cruisingSpeedKn: number | null;
  maxSpeedKn: number | null;
  rangeNm: number | null;
  fuelConsumptionLph: number | null;
  fuelTankL: number | null;
  waterTankL: number | null;
  holdingTankL: number | null;
  cabins: number | null;
  berths: number | null;
  bathrooms: number | null;
  showers: number | null;
  passengers: number | null;
  videoUrl: string | null;
  virtualTourUrl: string | null;
  isFlagged: ColumnType<boolean | number, boolean | undefined, boolean>;
  moderationNote: string | null;
  createdByUserId: number | null;
  publishedAt: Timestamp | null;
  lastConfirmedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The boat's titles and descriptions in other languages, joined, for full-text search (migration 0400). */
  translatedText: ColumnType<string | null, string | null | undefined>;
  /** First publication or last change in substance: the default sort's key (migration 2026-11-25T1100). */
  lastChangedAt: ColumnType<Timestamp | null, Timestamp | null | undefined>;
  /** Set while the boat is hidden for want of confirmation (listings.staleAfterDays, decision 025). */
  staleSince: ColumnType<Timestamp | null, Timestamp | null | undefined>;
  /** The status a public boat had before its team's subscription ended (it is a draft meanwhile). */
  billingHiddenStatus: ColumnType<BoatStatus | null, BoatStatus | null | undefined>;
  /** The HIN normalised (upper case, letters and digits only), for the duplicate check. */
  hinKey: ColumnType<string | null, string | null | undefined>;
}

/** One "still available?" reminder per boat and confirmation (`cycle`), with its link's token hashed. */
export interface BoatFreshnessRemindersTable {
  boatId: number;
  cycle: Timestamp;
  tokenHash: string;
  sentAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

/** Two teams' boats that look like one boat (`boatId` < `otherBoatId`), for the back office. */
export interface BoatDuplicatesTable {
  id: Generated<number>;
  boatId: number;
  otherBoatId: number;
  reason: "hin" | "specs";
  createdAt: Timestamp;
  dismissedAt: Timestamp | null;
  dismissedByUserId: number | null;
}

/** A boat's title and description in one more language than its own; a null title reads the original's. */
export interface BoatTextsTable {
  boatId: number;
  locale: string;
  title: string | null;
  description: string;
}

/** A partner's description in one more language than its own (`partners.language`). */
export interface PartnerTextsTable {
  partnerId: number;
  locale: string;
  description: string;
}

export interface BoatEnginesTable {
  id: Generated<number>;
  boatId: number;
  position: number;
  make: string | null;
  model: string | null;
  engineType: string | null;
  fuel: string | null;
  powerHp: number | null;
  hours: number | null;
  year: number | null;
  propulsion: string | null;
}

export interface BoatEquipmentsTable {
  boatId: number;
  equipmentId: number;
}

export interface BoatFeaturesTable {
  boatId: number;
  position: number;
  label: string;
}

export interface BoatPhotosTable {
  id: Generated<number>;
  boatId: number;
  position: number;
  storageKey: string;
  width: number;
  height: number;
  caption: string | null;
  createdAt: Timestamp;
}

export interface ConversationsTable {
  id: Generated<number>;
  teamId: number;
  boatId: number | null;
  buyerName: string;
  buyerEmail: string;
  buyerPhone: string | null;
  buyerUserId: number | null;
  locale: ColumnType<string, string | undefined>;
  isRead: ColumnType<boolean | number, boolean | undefined, boolean>;
  isArchived: ColumnType<boolean | number, boolean | undefined, boolean>;
  leadStatus: ColumnType<string, string | undefined>;
  assigneeUserId: number | null;
  screeningStatus: ColumnType<string, string | undefined>;
  screeningReasons: string | null;
  firstReplyAt: Timestamp | null;
  lastMessageAt: Timestamp;
  createdAt: Timestamp;
}

/** A user's saved boat, with what it looked like when last seen (migration 2026-11-26T0300). */
export interface FavouritesTable {
  userId: number;
  boatId: number;
  note: string | null;
  seenPriceAmount: BigMoney | null;
  seenCurrency: string;
  seenStatus: BoatStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversationId: number;
  direction: "inbound" | "outbound";
  authorUserId: number | null;
  body: string;
  createdAt: Timestamp;
  /** sha-256 of the normalised body, to spot one text sent to many teams (migration 0600). */
  fingerprint: ColumnType<string | null, string | null | undefined>;
  /**
   * Screening of a buyer's follow-up in an existing conversation (migration 2026-11-23T0500): a held or blocked
   * one is hidden from the team until released. The first request is screened on its conversation.
   */
  screeningStatus: ColumnType<string, string | undefined>;
  screeningReasons: ColumnType<string | null, string | null | undefined>;
}

export interface StatisticsEventsTable {
  id: Generated<number>;
  boatId: number;
  kind: "view" | "detail_view" | "click" | "contact";
  visitorHash: string | null;
  occurredAt: Timestamp;
}

export interface StatisticsDailyTable {
  boatId: number;
  teamId: number;
  day: string;
  views: ColumnType<number, number | undefined>;
  detailViews: ColumnType<number, number | undefined>;
  clicks: ColumnType<number, number | undefined>;
  contacts: ColumnType<number, number | undefined>;
}

export interface SiteConfigTable {
  key: string;
  value: string;
  isPublic: ColumnType<boolean | number, boolean | undefined, boolean>;
  updatedAt: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorUserId: number | null;
  action: string;
  entityType: string;
  entityId: string | null;
  details: string | null;
  createdAt: Timestamp;
}

/** Written by triggers only: what the in-memory search indexes must catch up with (migration 0900). */
export interface SearchChangesTable {
  seq: Generated<number>;
  boatId: number | null;
  teamId: number | null;
  /** null: the search and pages; 'pages': what pages show only (migration 2026-11-26T0200), skipped by the index. */
  scope: ColumnType<"pages" | null, "pages" | null | undefined, never>;
}

/** The listings change log (migration 2026-11-26T0400, decision 046): append-only, written by triggers. */
export type BoatChangeKind = "published" | "price" | "under_offer" | "sold" | "withdrawn";
export interface BoatChangesTable {
  id: Generated<number>;
  boatId: number;
  kind: BoatChangeKind;
  oldPriceAmount: BigMoney | null;
  oldCurrency: string | null;
  newPriceAmount: BigMoney | null;
  newCurrency: string | null;
  createdAt: Generated<string>;
}

export type AlertFrequency = "instant" | "daily" | "weekly" | "none";
/** A user's saved search (decision 046): `query` is its URL state, `filters` the same resolved to ids (JSON). */
export interface SavedSearchesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  query: string;
  filters: string;
  frequency: AlertFrequency;
  unsubscribeToken: string;
  lastVisitedAt: string;
  lastAlertAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SavedSearchAlertsTable {
  id: Generated<number>;
  savedSearchId: number;
  boatId: number;
  changeId: number;
  kind: "new" | "price_drop";
  createdAt: string;
  sentAt: string | null;
}

/** A user's choice for alerts on their favourites (migration 2026-11-27T0300; no row: the default, instant). */
export interface FavouriteAlertSettingsTable {
  userId: number;
  frequency: AlertFrequency;
  unsubscribeToken: string;
  lastAlertAt: string | null;
  updatedAt: string;
}

/** A change of a user's favourite to e-mail them about, each change once per user. */
export interface FavouriteAlertsTable {
  id: Generated<number>;
  userId: number;
  boatId: number;
  changeId: number;
  kind: "price_drop" | "under_offer" | "sold";
  createdAt: string;
  sentAt: string | null;
}

export interface AlertCursorTable {
  id: number;
  changeId: number;
}

export type JobState = "queued" | "running" | "failed" | "dead" | "done";

/** The job queue (modules/jobs, migration 2026-11-25T1000). `payload` is JSON text. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  state: ColumnType<JobState, JobState | undefined>;
  idempotencyKey: string | null;
  runAt: Timestamp;
  attempts: ColumnType<number, number | undefined>;
  maxAttempts: number;
  lockedBy: string | null;
  lockedUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  finishedAt: Timestamp | null;
}

/** Rendered e-mails waiting for, or done with, their delivery job (modules/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  fromName: string | null;
  replyTo: string | null;
  unsubscribeUrl: string | null;
  messageId: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  groups: GroupsTable;
  userGroups: UserGroupsTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  signUpRequests: SignUpRequestsTable;
  rateLimits: RateLimitsTable;
  plans: PlansTable;
  teams: TeamsTable;
  teamMembers: TeamMembersTable;
  invitations: InvitationsTable;
  professionalProfiles: ProfessionalProfilesTable;
  partners: PartnersTable;
  partnerTexts: PartnerTextsTable;
  boatTypes: BoatTypesTable;
  conditions: TranslatedRow;
  availabilities: TranslatedRow;
  equipmentTypes: TranslatedRow;
  equipments: EquipmentsTable;
  brands: BrandsTable;
  brandModels: BrandModelsTable;
  boats: BoatsTable;
  boatTexts: BoatTextsTable;
  boatEngines: BoatEnginesTable;
  boatEquipments: BoatEquipmentsTable;
  boatFeatures: BoatFeaturesTable;
  boatPhotos: BoatPhotosTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  favourites: FavouritesTable;
  conversationNotes: ConversationNotesTable;
  blockedSenders: BlockedSendersTable;
  statisticsEvents: StatisticsEventsTable;
  statisticsDaily: StatisticsDailyTable;
  siteConfig: SiteConfigTable;
  auditLog: AuditLogTable;
  searchChanges: SearchChangesTable;
  boatChanges: BoatChangesTable;
  savedSearches: SavedSearchesTable;
  savedSearchAlerts: SavedSearchAlertsTable;
  alertCursor: AlertCursorTable;
  favouriteAlertSettings: FavouriteAlertSettingsTable;
  favouriteAlerts: FavouriteAlertsTable;
  boatFreshnessReminders: BoatFreshnessRemindersTable;
  boatDuplicates: BoatDuplicatesTable;
  jobs: JobsTable;
  mailOutbox: MailOutboxTable;
  planPrices: PlanPricesTable;
  billingDetails: BillingDetailsTable;
  subscriptions: SubscriptionsTable;
  checkoutSessions: CheckoutSessionsTable;
  invoices: InvoicesTable;
  billingEvents: BillingEventsTable;
  planRequests: PlanRequestsTable;
  testGatewayObjects: TestGatewayObjectsTable;
  apiKeys: ApiKeysTable;
  feedSources: FeedSourcesTable;
  feedRuns: FeedRunsTable;
  feedAdverts: FeedAdvertsTable;
  feedExports: FeedExportsTable;
  exchangeRates: ExchangeRatesTable;
}

/** A team's API keys (docs/decisions/048-team-api-keys.md). */
export interface ApiKeysTable {
  id: Generated<number>;
  teamId: number;
  name: string;
  /** Comma-separated scopes (`boats:read,messages:read`). */
  scopes: string;
  /** The key's keyed hash (HMAC-SHA-256): the key itself is never stored. */
  tokenHash: string;
  /** Its first characters, shown to tell keys apart. */
  prefix: string;
  createdByUserId: number | null;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
  revokedByUserId: number | null;
}

// ---- billing (docs/decisions/034-billing.md) ----

export interface PlanPricesTable {
  id: Generated<number>;
  planId: number;
  currency: "EUR" | "GBP" | "USD";
  interval: "month" | "year";
  amount: BigMoney;
}

export interface BillingDetailsTable {
  teamId: number;
  legalName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  postalCode: string;
  region: string | null;
  country: string;
  vatId: string | null;
  invoiceEmail: string | null;
  updatedAt: Timestamp;
}

export type LocalSubscriptionStatus = "trialing" | "active" | "past_due" | "canceled" | "none";

export interface SubscriptionsTable {
  teamId: number;
  gateway: "test" | "stripe" | "none";
  customerId: string | null;
  subscriptionId: string | null;
  planCode: string;
  status: LocalSubscriptionStatus;
  interval: "month" | "year" | null;
  currency: "EUR" | "GBP" | "USD" | null;
  amount: BigMoney | null;
  currentPeriodStart: Timestamp | null;
  currentPeriodEnd: Timestamp | null;
  cancelAtPeriodEnd: Bool;
  cancelReason: string | null;
  cancelComment: string | null;
  trialEnd: Timestamp | null;
  pastDueSince: Timestamp | null;
  graceEnd: Timestamp | null;
  remindersSent: ColumnType<number, number | undefined, number>;
  customAmount: BigMoney | null;
  customCurrency: "EUR" | "GBP" | "USD" | null;
  customInterval: "month" | "year" | null;
  updatedAt: Timestamp;
}

export interface CheckoutSessionsTable {
  id: string;
  teamId: number;
  gateway: "test" | "stripe";
  planCode: string;
  interval: "month" | "year";
  currency: "EUR" | "GBP" | "USD";
  amount: BigMoney;
  status: ColumnType<
    "pending" | "paid" | "failed" | "expired",
    "pending" | "paid" | "failed" | "expired" | undefined
  >;
  url: string;
  createdBy: number | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  completedAt: Timestamp | null;
}

export interface InvoicesTable {
  id: string;
  teamId: number;
  gateway: "test" | "stripe";
  number: string;
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  currency: "EUR" | "GBP" | "USD";
  subtotal: BigMoney;
  tax: BigMoney;
  total: BigMoney;
  taxRate: number;
  reverseCharge: Bool;
  description: string;
  periodStart: Timestamp | null;
  periodEnd: Timestamp | null;
  /** JSON: the billing details the invoice was made out to. */
  billTo: string;
  hostedPdfUrl: string | null;
  confirmationSent: Bool;
  issuedAt: Timestamp;
  updatedAt: Timestamp;
}

export interface BillingEventsTable {
  id: string;
  source: "stripe" | "test" | "admin";
  type: string;
  objectId: string | null;
  teamId: number | null;
  payload: string;
  status: ColumnType<
    "pending" | "processed" | "ignored" | "failed",
    "pending" | "processed" | "ignored" | "failed" | undefined
  >;
  error: string | null;
  createdAt: Timestamp;
  receivedAt: Timestamp;
  processedAt: Timestamp | null;
}

export interface PlanRequestsTable {
  id: Generated<number>;
  teamName: string;
  contactName: string;
  email: string;
  phone: string | null;
  country: string;
  fleetSize: string;
  needs: string;
  locale: string;
  userId: number | null;
  teamId: number | null;
  createdAt: Timestamp;
}

export interface TestGatewayObjectsTable {
  id: string;
  type: "customer" | "checkout_session" | "subscription" | "invoice";
  teamId: number | null;
  data: string;
  updatedAt: Timestamp;
}

/** A team's feed: a URL pulled on a schedule, or files uploaded by hand (migration 2026-11-26T0500). */
export interface FeedSourcesTable {
  id: Generated<number>;
  teamId: number;
  name: string;
  format: "openmarine" | "csv";
  url: string | null;
  intervalMinutes: number | null;
  isFull: Bool;
  createdByUserId: number | null;
  nextRunAt: Timestamp | null;
  lockedByRunId: number | null;
  lockedUntil: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type FeedRunStatus = "queued" | "running" | "done" | "failed";

export interface FeedRunsTable {
  id: Generated<number>;
  sourceId: number;
  teamId: number;
  trigger: "schedule" | "manual" | "upload";
  status: FeedRunStatus;
  uploadKey: string | null;
  createdCount: ColumnType<number, number | undefined>;
  updatedCount: ColumnType<number, number | undefined>;
  unchangedCount: ColumnType<number, number | undefined>;
  withdrawnCount: ColumnType<number, number | undefined>;
  refusedCount: ColumnType<number, number | undefined>;
  errorCode: string | null;
  /** JSON: the adverts that were refused or only partly mapped, with their reasons. */
  report: string | null;
  queuedAt: Timestamp;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
}

export interface FeedAdvertsTable {
  sourceId: number;
  externalRef: string;
  boatId: number;
  contentHash: string | null;
  /** JSON: the advert's photos as last applied ({ url, mtime, photoId }[]), in order. */
  photos: string;
  withdrawnAt: Timestamp | null;
}

export interface FeedExportsTable {
  teamId: number;
  tokenHash: string;
  createdByUserId: number | null;
  createdAt: Timestamp;
  lastPulledAt: Timestamp | null;
}

export type User = Selectable<UsersTable>;
export type Team = Selectable<TeamsTable>;
export type Boat = Selectable<BoatsTable>;

/** Rates against the euro, one row a currency (docs/decisions/041-exchange-rates.md). */
export interface ExchangeRatesTable {
  currency: string;
  /** Units of the currency for one euro (EUR 1 = USD 1.087). */
  rate: number;
  /** The day the rate is of (YYYY-MM-DD). */
  rateDate: string;
  source: "shipped" | "ecb" | "admin";
  updatedAt: Timestamp;
  updatedByUserId: number | null;
}
