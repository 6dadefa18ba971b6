/**
 * Buyer enquiries and the teams' replies, so the demo seller's inbox has threads in every state: new and
 * unread, answered, in negotiation, won, lost, and one held by message screening (an off-platform payment
 * scam, the pattern that targets long-unsold listings).
 */
import type { Insertable, Kysely } from "kysely";
import { screenText } from "../../modules/messages/screening.ts";
import type { ConversationsTable, Database, MessagesTable } from "../schema.ts";
import type { Accounts, SeededTeam } from "./accounts.ts";
import { insertRows, syncIdSequences } from "./bulk-insert.ts";
import type { TextLocale } from "./places.ts";
import type { Random } from "./random.ts";

type Template = (title: string) => string;

const english: { opening: Template[]; reply: Template[]; followUp: Template[]; close: Template[] } = {
  opening: [
    (t) => `Hello, is the ${t} still available? I'd like to arrange a viewing next week.`,
    (t) => `Hi, could you send me the engine service history and the latest survey for the ${t}?`,
    (t) => `Good afternoon. What is the lowest price you would accept for the ${t}? I can move quickly.`,
    (t) => `Hello, does the ${t} come with a berth, and could delivery be arranged?`,
  ],
  reply: [
    (t) =>
      `Thank you for your interest in the ${t}. Yes, she is still available. Which weekday suits you for a viewing?`,
    () =>
      "Hello, thank you for your message. I have attached the service records and the last survey report. Happy to answer any other question.",
    () =>
      "Thank you. The owner is open to reasonable offers after a viewing and a sea trial. When could you come?",
  ],
  followUp: [
    () => "Thanks, Tuesday at 10:00 works for me.",
    () => "Thank you, I'll discuss it with my partner and come back to you.",
  ],
  close: [
    () => "Perfect, see you on Tuesday at the marina office.",
    () => "Of course, take your time. I remain at your disposal.",
  ],
};

const TEMPLATES: Record<TextLocale, typeof english> = {
  "en-US": english,
  "en-GB": english,
  fr: {
    opening: [
      (t) => `Bonjour, le ${t} est-il toujours disponible ? Je souhaiterais le visiter la semaine prochaine.`,
      (t) =>
        `Bonjour, pourriez-vous m'envoyer l'historique d'entretien des moteurs et la dernière expertise du ${t} ?`,
      (t) => `Bonjour, quel serait votre meilleur prix pour le ${t} ? Je peux me décider rapidement.`,
    ],
    reply: [
      (t) =>
        `Merci de votre intérêt pour le ${t}. Oui, il est toujours disponible. Quel jour de semaine vous conviendrait pour une visite ?`,
      () =>
        "Bonjour, merci pour votre message. Vous trouverez ci-joint les factures d'entretien et le rapport d'expertise.",
    ],
    followUp: [
      () => "Merci, mardi à 10 h me convient.",
      () => "Merci, j'en parle avec mon épouse et je reviens vers vous.",
    ],
    close: [
      () => "Parfait, à mardi au bureau du port.",
      () => "Je vous en prie, je reste à votre disposition.",
    ],
  },
  it: {
    opening: [
      (t) => `Buongiorno, la ${t} è ancora disponibile? Vorrei vederla la settimana prossima.`,
      (t) => `Buongiorno, potreste inviarmi lo storico dei tagliandi e l'ultima perizia della ${t}?`,
      (t) => `Salve, qual è il miglior prezzo per la ${t}? Posso decidere in tempi brevi.`,
    ],
    reply: [
      (t) =>
        `Grazie per l'interesse per la ${t}. Sì, è ancora disponibile. Quale giorno le andrebbe bene per una visita?`,
      () => "Buongiorno, grazie del messaggio. In allegato trova le fatture dei tagliandi e la perizia.",
    ],
    followUp: [
      () => "Grazie, martedì alle 10 va benissimo.",
      () => "Grazie, ne parlo in famiglia e le faccio sapere.",
    ],
    close: [
      () => "Perfetto, ci vediamo martedì all'ufficio del porto.",
      () => "Si figuri, resto a disposizione.",
    ],
  },
  es: {
    opening: [
      (t) => `Hola, ¿sigue disponible el ${t}? Me gustaría verlo la semana que viene.`,
      (t) =>
        `Buenas tardes, ¿podrían enviarme el historial de mantenimiento de los motores y el último peritaje del ${t}?`,
      (t) => `Hola, ¿cuál sería su mejor precio para el ${t}? Puedo decidirme rápido.`,
    ],
    reply: [
      (t) =>
        `Gracias por su interés en el ${t}. Sí, sigue disponible. ¿Qué día entre semana le vendría bien para verlo?`,
      () =>
        "Hola, gracias por su mensaje. Le adjunto las facturas de mantenimiento y el informe del peritaje.",
    ],
    followUp: [
      () => "Gracias, el martes a las 10:00 me va bien.",
      () => "Gracias, lo hablo con mi pareja y le digo algo.",
    ],
    close: [
      () => "Perfecto, nos vemos el martes en la oficina del puerto.",
      () => "Por supuesto, quedo a su disposición.",
    ],
  },
};

export const SCAM_MESSAGE =
  "Hello, I am very interested in your boat and will buy it without viewing. I am working offshore, so my shipping agent will collect it and pay you by bank cheque. Please write to my private e-mail and send me your WhatsApp number.";

interface Buyer {
  name: string;
  email: string;
  phone: string | null;
  userId: number | null;
  locale: TextLocale;
}

interface Thread {
  teamId: number;
  boat: { id: number; title: string; publishedAt: string };
  buyer: Buyer;
  isScam: boolean;
}

async function publishedBoatsOf(db: Kysely<Database>, teamId: number, limit: number) {
  const rows = await db
    .selectFrom("boats")
    .select(["id", "title", "publishedAt"])
    .where("teamId", "=", teamId)
    .where("status", "=", "published")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, publishedAt: r.publishedAt! }));
}

function buyerFrom(accounts: Accounts, rng: Random): Buyer {
  const buyer = rng.pick(accounts.buyers);
  const isRegistered = rng.chance(0.4);
  return {
    name: buyer.name,
    email: buyer.email,
    phone: rng.chance(0.5)
      ? `+${rng.int(30, 49)} ${rng.int(600, 799)} ${rng.int(100, 999)} ${rng.int(100, 999)}`
      : null,
    userId: isRegistered ? buyer.id : null,
    locale: buyer.locale,
  };
}

/** Threads to write: many for the premium demo team, a few for others, three from the demo buyer. */
async function planThreads(db: Kysely<Database>, accounts: Accounts, rng: Random): Promise<Thread[]> {
  const threads: Thread[] = [];
  const premiumBoats = await publishedBoatsOf(db, accounts.premiumTeamId, 40);
  for (const [index, boat] of premiumBoats.slice(0, 30).entries()) {
    threads.push({
      teamId: accounts.premiumTeamId,
      boat,
      buyer: buyerFrom(accounts, rng),
      isScam: index === 4,
    });
  }
  const demoBuyer: Buyer = {
    name: "Sam Rivera",
    email: "buyer@keel.test",
    phone: null,
    userId: accounts.demoBuyerId,
    locale: "en-US",
  };
  for (const boat of premiumBoats.slice(30, 33))
    threads.push({ teamId: accounts.premiumTeamId, boat, buyer: demoBuyer, isScam: false });

  const others = rng.sample(
    accounts.teams.filter((t: SeededTeam) => t.id !== accounts.premiumTeamId && t.weight > 0),
    12,
  );
  for (const team of others) {
    for (const boat of await publishedBoatsOf(db, team.id, rng.int(2, 5))) {
      threads.push({ teamId: team.id, boat, buyer: buyerFrom(accounts, rng), isScam: false });
    }
  }
  return threads;
}

type Step = { direction: "inbound" | "outbound"; body: string };

function stepsFor(thread: Thread, rng: Random): { steps: Step[]; leadStatus: string } {
  const t = TEMPLATES[thread.buyer.locale];
  const title = thread.boat.title;
  if (thread.isScam) return { steps: [{ direction: "inbound", body: SCAM_MESSAGE }], leadStatus: "new" };
  const steps: Step[] = [{ direction: "inbound", body: rng.pick(t.opening)(title) }];
  const depth = rng.weighted([
    [0, 0.3],
    [1, 0.3],
    [2, 0.2],
    [3, 0.2],
  ]);
  if (depth >= 1) steps.push({ direction: "outbound", body: rng.pick(t.reply)(title) });
  if (depth >= 2) steps.push({ direction: "inbound", body: rng.pick(t.followUp)(title) });
  if (depth >= 3) steps.push({ direction: "outbound", body: rng.pick(t.close)(title) });
  const leadStatus =
    depth === 0
      ? "new"
      : depth === 1
        ? "contacted"
        : depth === 2
          ? "qualified"
          : rng.pick(["qualified", "won", "lost"]);
  return { steps, leadStatus };
}

/** Inserts conversations and their messages; returns how many conversations were written. */
export async function insertConversations(
  db: Kysely<Database>,
  accounts: Accounts,
  options: { now: Date; rng: Random },
): Promise<number> {
  const { rng } = options;
  const now = options.now.getTime();
  const threads = await planThreads(db, accounts, rng);
  const conversations: Insertable<ConversationsTable>[] = [];
  const messages: Insertable<MessagesTable>[] = [];
  for (const [index, thread] of threads.entries()) {
    const id = index + 1;
    const team = accounts.teams.find((t) => t.id === thread.teamId)!;
    const { steps, leadStatus } = stepsFor(thread, rng);
    const publishedAt = new Date(thread.boat.publishedAt).getTime();
    let at = Math.max(publishedAt, now - rng.float(0.05, 60) * 86_400_000);
    const times = steps.map(() => {
      const time = at;
      at = Math.min(now, at + rng.float(0.5, 30) * 3_600_000);
      return new Date(time).toISOString();
    });
    const firstReply = steps.findIndex((s) => s.direction === "outbound");
    const assignee = rng.chance(0.5) ? rng.pick(team.memberIds) : null;
    conversations.push({
      id,
      teamId: thread.teamId,
      boatId: thread.boat.id,
      buyerName: thread.buyer.name,
      buyerEmail: thread.buyer.email,
      buyerPhone: thread.buyer.phone,
      buyerUserId: thread.buyer.userId,
      locale: thread.buyer.locale,
      isRead: firstReply >= 0 || rng.chance(0.3),
      isArchived: leadStatus === "lost" && rng.chance(0.5),
      leadStatus,
      assigneeUserId: assignee,
      screeningStatus: thread.isScam ? "held" : "clear",
      // The reasons screening gives this text, so the back office shows them as it would a real arrival.
      screeningReasons: thread.isScam ? screenText(SCAM_MESSAGE).join(",") : null,
      firstReplyAt: firstReply >= 0 ? times[firstReply]! : null,
      lastMessageAt: times[times.length - 1]!,
      createdAt: times[0]!,
    });
    steps.forEach((step, i) => {
      messages.push({
        conversationId: id,
        direction: step.direction,
        authorUserId: step.direction === "outbound" ? (assignee ?? team.memberIds[0]!) : thread.buyer.userId,
        body: step.body,
        createdAt: times[i]!,
      });
    });
  }
  await insertRows(db, "conversations", conversations);
  await insertRows(db, "messages", messages);
  await syncIdSequences(db, ["conversations"]);
  return conversations.length;
}
