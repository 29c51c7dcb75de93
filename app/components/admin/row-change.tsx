import { useState } from "react";
import { useRevalidator } from "react-router";
import { Notice } from "~/components/ui/notice";
import { adminSend } from "./admin-api";

/** What a list page says after a change: the success line, or the API's message. */
export type ChangeMessage = { tone: "success" | "error"; text: string };

/**
 * A list page's row changes: `sendChange` POSTs one to /api/admin/* (`sendDelete` DELETEs), keeps the success text (or the API's
 * message on failure) to show, then reloads the page's data.
 */
export function useRowChange() {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<ChangeMessage | null>(null);

  async function send(method: "POST" | "DELETE", url: string, body: unknown, successText: string) {
    const result = await adminSend(method, url, body);
    setMessage(result.ok ? { tone: "success", text: successText } : { tone: "error", text: result.message });
    await revalidator.revalidate();
  }

  const sendChange = (url: string, body: unknown, successText: string) =>
    send("POST", url, body, successText);
  /** DELETE the row's record; the API's refusal (a 409, say) is shown like any other message. */
  const sendDelete = (url: string, successText: string) => send("DELETE", url, undefined, successText);

  /** Shows a success that happened elsewhere (a form inside a row) and reloads the data. */
  async function succeeded(text: string) {
    setMessage({ tone: "success", text });
    await revalidator.revalidate();
  }

  return { message, sendChange, sendDelete, succeeded };
}

/** The line above a list that says how the last change went. */
export function ChangeNotice({ message }: { message: ChangeMessage | null }) {
  return message ? (
    <Notice tone={message.tone} className="mt-4">
      {message.text}
    </Notice>
  ) : null;
}
