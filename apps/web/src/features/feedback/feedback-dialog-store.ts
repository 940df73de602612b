import { create } from 'zustand';

interface FeedbackDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether the Feedback dialog is open: the lightbulb opens it, and so does Help's 'Send us feedback'. */
export const useFeedbackDialog = create<FeedbackDialogState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openFeedbackDialog = () => useFeedbackDialog.getState().setOpen(true);
export const closeFeedbackDialog = () => useFeedbackDialog.getState().setOpen(false);
