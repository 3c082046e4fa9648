/** What `--help` prints, for the package's command and for each of its subcommands. */

/** The command as a user types it without installing anything. */
export const COMMAND = 'npx @workspace-automation/sdk';

export const mainUsage = `Usage: ${COMMAND} <command> [options]

Commands:
  listen    Forward the events of a workspace to a local URL, signed as webhook deliveries are

Run "${COMMAND} <command> --help" for a command's options.
`;

export const listenUsage = `Usage: ${COMMAND} listen --forward-to <url> [options]

Follows the events feed of a workspace and POSTs each new event to a URL on your machine, as a
webhook delivery: the same body, the same headers, signed in both schemes (Service-Signature and
Standard Webhooks) with a secret printed at start, so verifyWebhook and constructWebhookEvent accept
it with that secret. Only events that happen after it starts are forwarded, unless --after is given.

Options:
  --forward-to <url>   Where to POST each event (http or https; required)
  --events <types>     Only these event types, comma-separated (default: all)
  --workspace <id>     The workspace (default: the API key's home workspace)
  --api-url <url>      The service (default: $WSA_API_URL, else http://127.0.0.1:3000)
  --after <evt_…>      Start after this event instead of now: replays what came after it
  --interval <ms>      How often to look for new events (default 1000)
  -h, --help           Show this help

Environment:
  WSA_API_KEY          The API key (required)
  WSA_API_URL          The service, when --api-url is not given

Each forward prints one line: the time, the event's type and id, the receiver's status (or why
there was none) and how long it took. A receiver that is down, answers anything but 2xx or takes
more than 10 s is reported and the event is not sent again: listen moves on to the next one (replay
with --after). When the service cannot be reached, listen waits and resumes where it stopped,
without losing or repeating an event. Ctrl-C stops it and prints the last event forwarded.
`;
