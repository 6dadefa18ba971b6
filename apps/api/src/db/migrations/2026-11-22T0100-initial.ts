/**
 * The whole data model of the product, as one coherent schema. Frozen in time: this file never imports app
 * code, so later changes to the app cannot change what it creates. Later issues extend it with new files.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and typed against no app schema
type Db = Kysely<any>;

function columnTypes(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    isPostgres,
    // Integer surrogate keys: a rowid alias in SQLite, an identity column in PostgreSQL.
    id: (c: ColumnDefinitionBuilder) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    timestamp: isPostgres ? sql`timestamptz` : sql`text`,
    boolean: isPostgres ? sql`boolean` : sql`integer`,
    real: isPostgres ? sql`double precision` : sql`real`,
    false: isPostgres ? sql`false` : sql`0`,
    true: isPostgres ? sql`true` : sql`1`,
  } as const;
}

const LOCALE_COLUMNS = ["name_en_us", "name_en_gb", "name_fr", "name_it", "name_es"] as const;

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);

  // ---- accounts ----
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", t.id)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("avatar_key", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en-US"))
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("professional").check(sql`role in ('professional','buyer')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("active").check(sql`status in ('active','inactive')`),
    )
    .addColumn("email_verified_at", t.timestamp)
    .addColumn("last_login_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("groups")
    .addColumn("id", "integer", t.id)
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .execute();
  // Group codes compare case-insensitively (docs/product.md, Roles and permissions): store them lower-case, once.
  await db.schema
    .createIndex("groups_code_lower")
    .on("groups")
    .expression(sql`lower(code)`)
    .unique()
    .execute();

  await db.schema
    .createTable("user_groups")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_groups_pk", ["user_id", "group_id"])
    .execute();

  await db.schema
    .createTable("sessions")
    // sha-256 of the bearer token: a stolen database does not yield usable tokens.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("impersonator_user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("user_agent", "text")
    .addColumn("ip", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_used_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("used_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("password_reset_tokens_user")
    .on("password_reset_tokens")
    .column("user_id")
    .execute();

  // Counters shared by every API process (rate limits per account survive a restart and scale out).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", t.timestamp, (c) => c.notNull())
    .execute();

  // ---- plans and teams ----
  await db.schema
    .createTable("plans")
    .addColumn("id", "integer", t.id)
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("can_post_boats", t.boolean, (c) => c.notNull())
    .addColumn("max_boats", "integer") // null: unlimited
    .addColumn("price_amount", "bigint") // minor units; null: on request
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("EUR"))
    .addColumn("interval", "text", (c) =>
      c.notNull().defaultTo("month").check(sql`interval in ('month','year')`),
    )
    .addColumn("is_public", t.boolean, (c) => c.notNull().defaultTo(t.true))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("teams")
    .addColumn("id", "integer", t.id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().defaultTo("dealer").check(sql`kind in ('dealer','broker','builder','other')`),
    )
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("address", "text")
    .addColumn("city", "text")
    .addColumn("postal_code", "text")
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("EUR"))
    .addColumn("unit", "text", (c) =>
      c.notNull().defaultTo("metric").check(sql`unit in ('metric','imperial')`),
    )
    .addColumn("website", "text")
    .addColumn("banner_key", "text")
    .addColumn("logo_key", "text")
    .addColumn("description", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("active").check(sql`status in ('active','inactive')`),
    )
    .addColumn("plan_id", "integer", (c) => c.notNull().references("plans.id"))
    .addColumn("subscription_status", "text", (c) =>
      c
        .notNull()
        .defaultTo("none")
        .check(sql`subscription_status in ('none','active','past_due','canceled')`),
    )
    .addColumn("subscription_renews_at", t.timestamp)
    .addColumn("is_verified", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("verified_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("teams_status_name").on("teams").columns(["status", "name"]).execute();

  await db.schema
    .createTable("team_members")
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner','admin','member')`))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("team_members_pk", ["team_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("team_members_user")
    .on("team_members")
    .columns(["user_id", "team_id"])
    .execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey()) // random UUID: the link is the capability
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner','admin','member')`))
    .addColumn("invited_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("accepted_at", t.timestamp)
    .addColumn("accepted_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema
    .createIndex("invitations_team")
    .on("invitations")
    .columns(["team_id", "created_at"])
    .execute();

  await db.schema
    .createTable("professional_profiles")
    .addColumn("team_id", "integer", (c) => c.primaryKey().references("teams.id").onDelete("cascade"))
    .addColumn("member_since", "text", (c) => c.notNull()) // ISO date
    .addColumn("spoken_languages", "text", (c) => c.notNull().defaultTo("")) // ISO 639-1 codes, comma-separated
    .addColumn("headline", "text")
    .addColumn("is_listed", t.boolean, (c) => c.notNull().defaultTo(t.true))
    .execute();

  await db.schema
    .createTable("partners")
    .addColumn("id", "integer", t.id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("website", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("country", "text")
    .addColumn("city", "text")
    .addColumn("logo_key", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("active").check(sql`status in ('active','inactive')`),
    )
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("partners_status_name").on("partners").columns(["status", "name"]).execute();

  // ---- reference catalog: labels in the five locales ----
  const translated = async (
    table: string,
    extra?: (b: ReturnType<Db["schema"]["createTable"]>) => ReturnType<Db["schema"]["createTable"]>,
  ) => {
    let builder = db.schema
      .createTable(table)
      .addColumn("id", "integer", t.id)
      .addColumn("code", "text", (c) => c.notNull().unique())
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0));
    for (const column of LOCALE_COLUMNS) builder = builder.addColumn(column, "text", (c) => c.notNull());
    if (extra) builder = extra(builder);
    await builder.execute();
  };
  await translated("boat_types", (b) =>
    b.addColumn("category", "text", (c) => c.notNull().check(sql`category in ('power','sail','unpowered')`)),
  );
  await translated("conditions");
  await translated("availabilities");
  await translated("equipment_types");
  await translated("equipments", (b) =>
    b.addColumn("equipment_type_id", "integer", (c) => c.notNull().references("equipment_types.id")),
  );
  await db.schema
    .createIndex("equipments_type")
    .on("equipments")
    .columns(["equipment_type_id", "sort_order"])
    .execute();

  await db.schema
    .createTable("brands")
    .addColumn("id", "integer", t.id)
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    // Free-text brands typed by sellers wait for the back office to approve or map them.
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("approved").check(sql`status in ('approved','pending')`),
    )
    .addColumn("created_by_team_id", "integer", (c) => c.references("teams.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("brands_name").on("brands").expression(sql`lower(name)`).execute();

  await db.schema
    .createTable("brand_models")
    .addColumn("id", "integer", t.id)
    .addColumn("brand_id", "integer", (c) => c.notNull().references("brands.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("boat_type_id", "integer", (c) => c.references("boat_types.id").onDelete("set null"))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("approved").check(sql`status in ('approved','pending')`),
    )
    .addColumn("created_by_team_id", "integer", (c) => c.references("teams.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("brand_models_brand_slug", ["brand_id", "slug"])
    .execute();

  // ---- boats ----
  await db.schema
    .createTable("boats")
    .addColumn("id", "integer", t.id)
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("reference", "text", (c) => c.notNull()) // stable reference, unique per team (feeds)
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("draft")
        .check(sql`status in ('draft','published','under_offer','sold','archived')`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en-US"))
    .addColumn("known_defects", "text")
    // identity
    .addColumn("boat_type_id", "integer", (c) => c.references("boat_types.id"))
    .addColumn("condition_id", "integer", (c) => c.references("conditions.id"))
    .addColumn("availability_id", "integer", (c) => c.references("availabilities.id"))
    .addColumn("brand_id", "integer", (c) => c.references("brands.id").onDelete("set null"))
    .addColumn("brand_name", "text") // as typed, kept for display when the brand is free text
    .addColumn("model_id", "integer", (c) => c.references("brand_models.id").onDelete("set null"))
    .addColumn("model_name", "text")
    .addColumn("designer", "text")
    .addColumn("boat_name", "text")
    .addColumn("model_year", "integer")
    .addColumn("year_built", "integer")
    .addColumn("last_refit_year", "integer")
    .addColumn("hin", "text")
    .addColumn("flag", "text")
    .addColumn("built_in", "text")
    .addColumn("stock_code_public", "text")
    .addColumn("stock_code_private", "text")
    // price
    .addColumn("price_amount", "bigint") // minor units; null when on request
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("EUR"))
    .addColumn("is_price_on_request", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("is_vat_included", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("vat_status", "text", (c) => c.check(sql`vat_status in ('paid','not_paid','not_applicable')`))
    .addColumn("vat_country", "text")
    .addColumn("original_price_amount", "bigint")
    // price normalised to EUR minor units, so cross-currency sorting and ranges are one index scan
    .addColumn("price_eur", "bigint")
    // location
    .addColumn("country", "text")
    .addColumn("region", "text")
    .addColumn("city", "text")
    .addColumn("latitude", t.real)
    .addColumn("longitude", t.real)
    // dimensions (metres) and weights (kg)
    .addColumn("length_m", t.real)
    .addColumn("waterline_length_m", t.real)
    .addColumn("beam_m", t.real)
    .addColumn("draft_min_m", t.real)
    .addColumn("draft_max_m", t.real)
    .addColumn("air_draft_m", t.real)
    .addColumn("displacement_kg", "integer")
    .addColumn("dry_weight_kg", "integer")
    .addColumn("ballast_kg", "integer")
    // build
    .addColumn("hull_material", "text")
    .addColumn("hull_colour", "text")
    .addColumn("hull_shape", "text")
    .addColumn("deck_material", "text")
    .addColumn("keel_type", "text")
    .addColumn("steering", "text")
    .addColumn("has_flybridge", t.boolean, (c) => c.notNull().defaultTo(t.false))
    // propulsion summary (engine rows in boat_engines)
    .addColumn("engine_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fuel", "text") // of the main engine, for filtering
    .addColumn("has_generator", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("has_bow_thruster", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("has_stern_thruster", t.boolean, (c) => c.notNull().defaultTo(t.false))
    // performance and tanks
    .addColumn("cruising_speed_kn", t.real)
    .addColumn("max_speed_kn", t.real)
    .addColumn("range_nm", "integer")
    .addColumn("fuel_consumption_lph", t.real)
    .addColumn("fuel_tank_l", "integer")
    .addColumn("water_tank_l", "integer")
    .addColumn("holding_tank_l", "integer")
    // accommodation
    .addColumn("cabins", "integer")
    .addColumn("berths", "integer")
    .addColumn("bathrooms", "integer")
    .addColumn("showers", "integer")
    .addColumn("passengers", "integer")
    // media links
    .addColumn("video_url", "text")
    .addColumn("virtual_tour_url", "text")
    // moderation and freshness
    .addColumn("is_flagged", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("moderation_note", "text")
    .addColumn("created_by_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("published_at", t.timestamp)
    .addColumn("last_confirmed_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addUniqueConstraint("boats_team_reference", ["team_id", "reference"])
    .execute();
  // Public reads only ever see published boats: partial indexes keep them small and hot.
  await db.schema
    .createIndex("boats_published_newest")
    .on("boats")
    .columns(["published_at desc", "id desc"])
    .where(sql.ref("status"), "=", "published")
    .execute();
  await db.schema.createIndex("boats_team_updated").on("boats").columns(["team_id", "updated_at"]).execute();
  await db.schema.createIndex("boats_brand").on("boats").column("brand_id").execute();
  await db.schema.createIndex("boats_model").on("boats").column("model_id").execute();

  await db.schema
    .createTable("boat_texts")
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("boat_texts_pk", ["boat_id", "locale"])
    .execute();

  await db.schema
    .createTable("boat_engines")
    .addColumn("id", "integer", t.id)
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("make", "text")
    .addColumn("model", "text")
    .addColumn("engine_type", "text", (c) =>
      c.check(sql`engine_type in ('inboard','outboard','sterndrive','pod','jet','electric')`),
    )
    .addColumn("fuel", "text", (c) => c.check(sql`fuel in ('diesel','petrol','electric','hybrid','other')`))
    .addColumn("power_hp", t.real)
    .addColumn("hours", "integer")
    .addColumn("year", "integer")
    .addColumn("propulsion", "text", (c) =>
      c.check(sql`propulsion in ('shaft','sterndrive','pod','jet','outboard','saildrive','other')`),
    )
    .execute();
  await db.schema
    .createIndex("boat_engines_boat")
    .on("boat_engines")
    .columns(["boat_id", "position"])
    .execute();

  await db.schema
    .createTable("boat_equipments")
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("equipment_id", "integer", (c) => c.notNull().references("equipments.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("boat_equipments_pk", ["boat_id", "equipment_id"])
    .execute();
  await db.schema
    .createIndex("boat_equipments_equipment")
    .on("boat_equipments")
    .columns(["equipment_id", "boat_id"])
    .execute();

  await db.schema
    .createTable("boat_features")
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("boat_features_pk", ["boat_id", "position"])
    .execute();

  await db.schema
    .createTable("boat_photos")
    .addColumn("id", "integer", t.id)
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull()) // 0 is the main photo
    .addColumn("storage_key", "text", (c) => c.notNull()) // variants live at {key}-{width}.{avif|webp}
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("caption", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("boat_photos_boat")
    .on("boat_photos")
    .columns(["boat_id", "position"])
    .execute();

  // ---- messages: a conversation per buyer request, messages inside it ----
  await db.schema
    .createTable("conversations")
    .addColumn("id", "integer", t.id)
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("boat_id", "integer", (c) => c.references("boats.id").onDelete("set null"))
    .addColumn("buyer_name", "text", (c) => c.notNull())
    .addColumn("buyer_email", "text", (c) => c.notNull())
    .addColumn("buyer_phone", "text")
    .addColumn("buyer_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en-US"))
    .addColumn("is_read", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("is_archived", t.boolean, (c) => c.notNull().defaultTo(t.false))
    .addColumn("lead_status", "text", (c) =>
      c.notNull().defaultTo("new").check(sql`lead_status in ('new','contacted','qualified','won','lost')`),
    )
    .addColumn("assignee_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("screening_status", "text", (c) =>
      c.notNull().defaultTo("clear").check(sql`screening_status in ('clear','held','released','blocked')`),
    )
    .addColumn("screening_reasons", "text")
    .addColumn("first_reply_at", t.timestamp)
    .addColumn("last_message_at", t.timestamp, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("conversations_team_last")
    .on("conversations")
    .columns(["team_id", "last_message_at desc"])
    .execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "integer", t.id)
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("direction", "text", (c) => c.notNull().check(sql`direction in ('inbound','outbound')`))
    .addColumn("author_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("messages_conversation")
    .on("messages")
    .columns(["conversation_id", "created_at"])
    .execute();

  // ---- analytics: raw events for a short window, daily rollups for history ----
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "integer", t.id)
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('view','detail_view','click','contact')`),
    )
    .addColumn("visitor_hash", "text")
    .addColumn("occurred_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_boat")
    .on("analytics_events")
    .columns(["boat_id", "occurred_at"])
    .execute();

  await db.schema
    .createTable("analytics_daily")
    .addColumn("boat_id", "integer", (c) => c.notNull().references("boats.id").onDelete("cascade"))
    .addColumn("team_id", "integer", (c) => c.notNull().references("teams.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull()) // ISO date, UTC
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("detail_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("contacts", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("analytics_daily_pk", ["boat_id", "day"])
    .execute();
  await db.schema
    .createIndex("analytics_daily_team_day")
    .on("analytics_daily")
    .columns(["team_id", "day"])
    .execute();

  // ---- site configuration and audit ----
  await db.schema
    .createTable("site_config")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("is_public", t.boolean, (c) => c.notNull().defaultTo(t.true))
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", t.id)
    .addColumn("actor_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text")
    .addColumn("details", "text") // JSON text: portable across both engines
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").column("created_at").execute();
}

export async function down(db: Db): Promise<void> {
  const tables = [
    "audit_log",
    "site_config",
    "analytics_daily",
    "analytics_events",
    "messages",
    "conversations",
    "boat_photos",
    "boat_features",
    "boat_equipments",
    "boat_engines",
    "boat_texts",
    "boats",
    "brand_models",
    "brands",
    "equipments",
    "equipment_types",
    "availabilities",
    "conditions",
    "boat_types",
    "partners",
    "professional_profiles",
    "invitations",
    "team_members",
    "teams",
    "plans",
    "rate_limits",
    "password_reset_tokens",
    "sessions",
    "user_groups",
    "groups",
    "users",
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
