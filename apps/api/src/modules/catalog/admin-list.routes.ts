/**
 * The back office's routes for one catalog list (under /api/v1/admin): list, read, create, edit, delete,
 * merge and, for lists fed by sellers' free text, approve. Written once for the seven lists; each brings its
 * schemas and service (admin-lists.ts). Reads, deletes and approvals go through the shared entry life cycle.
 */
import { type TMergeBody, ZMergeBody, ZMergeResult, ZUsageConflict } from "@keel/contracts/catalog";
import { ZIdParams } from "@keel/contracts/common";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@keel/contracts/locales";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema.ts";
import { localeOf, type MessageKey, translate } from "../../i18n/messages.ts";
import { access } from "../../plugins/access.ts";
import {
  approveEntry,
  deleteEntry,
  type Entry,
  type EntryStore,
  getEntry,
  type Page,
} from "./catalog-entries.ts";

/** Who asks, in which language, on which database. */
export interface AdminContext {
  db: Kysely<Database>;
  locale: Locale;
  actorUserId: number;
}

export interface AdminListService<Item extends Entry, Query, Create, Update> {
  /** The list's entries for the shared life cycle, labelled in `locale` where labels are translated. */
  store(locale: Locale): EntryStore<Item>;
  list(ctx: AdminContext, query: Query): Promise<Page<Item>>;
  create(ctx: AdminContext, input: Create): Promise<Item>;
  update(ctx: AdminContext, id: number, input: Update): Promise<Item>;
  merge(ctx: AdminContext, id: number, intoId: number): Promise<{ moved: number; into: Item }>;
  /** The message after a merge (it counts boats, or equipments for equipment types). */
  mergedMessage: MessageKey;
}

export interface AdminListDefinition<Item extends Entry, Query, Create, Update> {
  /** Path under admin/, e.g. `boat-types`. */
  path: string;
  /** Plural name for the API reference, e.g. `Boat types`. */
  title: string;
  schemas: {
    query: z.ZodType<Query>;
    create: z.ZodType<Create>;
    update: z.ZodType<Update>;
    item: z.ZodType<Item>;
    page: z.ZodType<Page<Item>>;
    saved: z.ZodType<{ item: Item; message: string }>;
  };
  service: AdminListService<Item, Query, Create, Update>;
}

const ZMessageOnly = z.object({ message: z.string() });

/** The admin context of a request; `locale` is the query's when it names one (labels of a list page). */
function contextOf(request: FastifyRequest, db: Kysely<Database>): AdminContext {
  const requested = (request.query as { locale?: unknown } | undefined)?.locale;
  const locale = isLocale(requested) ? requested : localeOf(request.headers);
  return { db, locale, actorUserId: request.session!.userId };
}

/** The id of the path: validated by `ZIdParams` before the handler runs. */
const idOf = (request: FastifyRequest): number => (request.params as { id: number }).id;

/**
 * The routes of one list. Fastify validates params, query and body with the list's schemas before a handler
 * runs; the handlers read them as the schemas' output types (generic types cannot flow through the zod
 * type provider).
 */
export function adminListRoutes<Item extends Entry, Query, Create, Update>(
  definition: AdminListDefinition<Item, Query, Create, Update>,
): FastifyPluginAsync {
  const { path, title, schemas, service } = definition;
  const config = { access: access.admin };
  const tags = ["catalog"];
  const one = `/${path}/:id`;
  return async (app) => {
    const ctx = (request: FastifyRequest) => contextOf(request, app.db);
    /** The request's context and the list's store in its language. */
    const scope = (request: FastifyRequest) => {
      const context = ctx(request);
      return { ...context, store: service.store(context.locale) };
    };
    const say = (request: FastifyRequest, key: MessageKey, item: Item, count?: number) => {
      const { locale, store } = scope(request);
      return translate(locale, key, { name: store.nameOf(item), ...(count === undefined ? {} : { count }) });
    };

    app.get(
      `/${path}`,
      {
        config,
        schema: {
          tags,
          summary: `${title}: search, sort, page`,
          querystring: schemas.query,
          response: { 200: schemas.page },
        },
      },
      async (request) => service.list(ctx(request), request.query as Query),
    );

    app.get(
      one,
      {
        config,
        schema: { tags, summary: `${title}: one`, params: ZIdParams, response: { 200: schemas.item } },
      },
      async (request) => {
        const { db, store } = scope(request);
        return getEntry(db, store, idOf(request));
      },
    );

    app.post(
      `/${path}`,
      {
        config,
        schema: { tags, summary: `${title}: add`, body: schemas.create, response: { 201: schemas.saved } },
      },
      async (request, reply) => {
        const item = await service.create(ctx(request), request.body as Create);
        return reply.status(201).send({ item, message: say(request, "catalog.created", item) });
      },
    );

    app.patch(
      one,
      {
        config,
        schema: {
          tags,
          summary: `${title}: edit`,
          params: ZIdParams,
          body: schemas.update,
          response: { 200: schemas.saved },
        },
      },
      async (request) => {
        const item = await service.update(ctx(request), idOf(request), request.body as Update);
        return { item, message: say(request, "catalog.updated", item) };
      },
    );

    app.delete(
      one,
      {
        config,
        schema: {
          tags,
          summary: `${title}: delete one that no boat uses (409 with the count otherwise)`,
          params: ZIdParams,
          response: { 200: ZMessageOnly, 409: ZUsageConflict },
        },
      },
      async (request) => {
        const { db, store, actorUserId } = scope(request);
        const removed = await deleteEntry(db, store, idOf(request), actorUserId);
        return { message: say(request, "catalog.deleted", removed) };
      },
    );

    app.post(
      `${one}/merge`,
      {
        config,
        schema: {
          tags,
          summary: `${title}: move every use to another one, then delete this one`,
          params: ZIdParams,
          body: ZMergeBody,
          response: { 200: ZMergeResult },
        },
      },
      async (request) => {
        const { intoId } = request.body as TMergeBody;
        const { moved, into } = await service.merge(ctx(request), idOf(request), intoId);
        return { intoId, moved, message: say(request, service.mergedMessage, into, moved) };
      },
    );

    if (!service.store(DEFAULT_LOCALE).approve) return;
    app.post(
      `${one}/approve`,
      {
        config,
        schema: {
          tags,
          summary: `${title}: approve one a seller typed, so every seller can pick it`,
          params: ZIdParams,
          response: { 200: schemas.saved },
        },
      },
      async (request) => {
        const { db, store, actorUserId } = scope(request);
        const item = await approveEntry(db, store, idOf(request), actorUserId);
        return { item, message: say(request, "catalog.approved", item) };
      },
    );
  };
}
