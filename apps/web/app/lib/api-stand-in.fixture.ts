/**
 * A stand-in for the API in unit tests: every HTTP call the web server makes (api-client.server.ts's undici
 * requests, and `fetch`, which shares Node's global dispatcher) is answered by `answer` instead of the network.
 * Call it in `beforeEach`; the returned function, in `afterEach`, puts the real dispatcher back.
 */
import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from "undici";

export interface StandInCall {
  method: string;
  /** The path under `/api/v1/`, with its query. */
  path: string;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export function standInForApi(
  answer: (call: StandInCall) => { status: number; body: unknown },
): () => Promise<void> {
  const previous: Dispatcher = getGlobalDispatcher();
  const agent = new MockAgent();
  agent.disableNetConnect();
  agent
    .get(() => true)
    .intercept({ path: () => true, method: () => true })
    .reply(({ path, method, body, headers }) => {
      const lowerCased: Record<string, string> = {};
      const entries = headers instanceof Headers ? [...headers] : Object.entries(headers ?? {});
      for (const [name, value] of entries) lowerCased[name.toLowerCase()] = String(value);
      const reply = answer({
        method,
        path: path.replace(/^\/api\/v1\//, ""),
        body: typeof body === "string" ? JSON.parse(body) : undefined,
        headers: lowerCased,
      });
      return {
        statusCode: reply.status,
        data: JSON.stringify(reply.body),
        responseOptions: { headers: { "content-type": "application/json" } },
      };
    })
    .persist();
  setGlobalDispatcher(agent);
  return async () => {
    setGlobalDispatcher(previous);
    await agent.close();
  };
}
