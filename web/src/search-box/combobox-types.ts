import type { KeyboardEvent } from 'react';
/** What the field (SearchBox.tsx) and its lazily loaded suggestion list share. */

/** What the suggestion popup, once loaded, does for the field it belongs to. */
export interface SuggestionController {
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** Opens the game list for the typed text; false leaves the form's own GET to it. */
  submit(): boolean;
  close(): void;
}

/** The field's combobox attributes, kept by the popup (WAI-ARIA 1.2 combobox with listbox). */
export interface ComboboxState {
  expanded: boolean;
  activeId: string | undefined;
}
