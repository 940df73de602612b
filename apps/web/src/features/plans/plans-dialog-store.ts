import { create } from 'zustand';

interface PlansDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The header's Go Pro and Settings' 'Compare plans' open the same dialog. */
export const usePlansDialog = create<PlansDialogState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openPlansDialog = () => usePlansDialog.getState().setOpen(true);
export const closePlansDialog = () => usePlansDialog.getState().setOpen(false);
