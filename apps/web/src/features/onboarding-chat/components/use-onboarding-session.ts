import { useEffect, useRef } from 'react';
import { useAuthStore } from '../../../lib/auth';
import { readStoredOnboarding, restoreConversation } from '../lib/history-restore';
import { useChatStore } from '../store/chat-store';

/**
 * On arrival: a conversation still open in this tab goes on; else the user's last unfinished session
 * is restored (spec 01 §4); else a new one starts with the hidden kick-off message.
 */
export function useOnboardingSession() {
  const user = useAuthStore((state) => state.user);
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || !user) return;
    decided.current = true;
    const chat = useChatStore.getState();
    const finished = chat.activeInteractiveComponent?.type === 'onboarding-complete';
    if (chat.messages.length > 0 && !finished) return;
    const stored = readStoredOnboarding(user.LastOnboardingId);
    const restored = stored && restoreConversation(stored);
    if (restored) chat.restore(restored);
    else void chat.startNewSession();
  }, [user]);
}
