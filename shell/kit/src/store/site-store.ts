import { create } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from '@court/contract';

/** Site-wide modals the shell renders; remotes open them through the store's actions. */
export type SiteModal = 'fees' | 'caseInformationSystem';

export interface SiteState {
  language: Language;
  openModals: SiteModal[];
  setLanguage: (language: Language) => void;
  openModal: (modal: SiteModal) => void;
  /** Dismissing a modal closes every open one (spec section 4). */
  closeAllModals: () => void;
}

/** Shell-owned state, shared by the shell and every remote through the @court/kit singleton. */
export const useSiteStore = create<SiteState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  openModals: [],
  setLanguage: (language) => set({ language }),
  openModal: (modal) =>
    set((state) =>
      state.openModals.includes(modal) ? state : { openModals: [...state.openModals, modal] },
    ),
  closeAllModals: () => set({ openModals: [] }),
}));
