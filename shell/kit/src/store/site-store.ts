import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from '@court/contract';

/** Site-wide modals the shell renders; remotes open them through the store's actions. */
export type SiteModal = 'fees' | 'caseInformationSystem';

export type SiteToastKind = 'info' | 'success' | 'warning' | 'error';

/** A notification waiting for the shell's toast container to show it. */
export interface SiteToast {
  id: number;
  kind: SiteToastKind;
  /** Text already translated by the caller. */
  message: string;
}

export interface SiteState {
  language: Language;
  openModals: SiteModal[];
  /** Notifications not yet handed to the toast container. */
  pendingToasts: SiteToast[];
  setLanguage: (language: Language) => void;
  openModal: (modal: SiteModal) => void;
  /** Dismissing a modal closes every open one. */
  closeAllModals: () => void;
  /** Shows a toast (top-right, 5 s). Remotes call this instead of importing react-toastify. */
  showToast: (message: string, kind?: SiteToastKind) => void;
  /** Called by the shell once it has shown the toasts with these ids. */
  clearToasts: (ids: readonly number[]) => void;
}

let nextToastId = 1;

/** Shell-owned state, shared by the shell and every remote through the @court/kit singleton. */
export const useSiteStore = create<SiteState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  openModals: [],
  pendingToasts: [],
  setLanguage: (language) => set({ language }),
  openModal: (modal) =>
    set((state) =>
      state.openModals.includes(modal) ? state : { openModals: [...state.openModals, modal] },
    ),
  closeAllModals: () => set({ openModals: [] }),
  showToast: (message, kind = 'info') =>
    set((state) => ({
      pendingToasts: [...state.pendingToasts, { id: nextToastId++, kind, message }],
    })),
  clearToasts: (ids) =>
    set((state) => ({
      pendingToasts: state.pendingToasts.filter((toast) => !ids.includes(toast.id)),
    })),
}));
