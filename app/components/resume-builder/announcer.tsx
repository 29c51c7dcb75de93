import { createContext, type ReactNode, useCallback, useContext, useState } from "react";

type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce>(() => {});

/**
 * One polite live region for the editor's announcements (moves, removals, undo): screen readers
 * read each message once, without moving focus.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: "", count: 0 });
  // The same message twice in a row ("moved to position 2" after undoing) must be read again: a
  // changing key gives the region new text content each time.
  const announce = useCallback<Announce>(
    (text) => setMessage(({ count }) => ({ text, count: count + 1 })),
    [],
  );
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" className="sr-only" data-testid="resume-announcer">
        <span key={message.count}>{message.text}</span>
      </div>
    </AnnouncerContext.Provider>
  );
}

export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}
