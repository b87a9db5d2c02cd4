import { useWidgetTexts, type WidgetTexts } from '../../components/useWidgetTexts.js';
import { de, type FrameTexts } from './de.js';
import { en } from './en.js';

export const FRAME_TEXTS: WidgetTexts<FrameTexts> = { de, en };

/** The frames' texts in the current UI language (German unless `?lang=en`); re-renders when it changes. */
export const useFrameTexts = (): FrameTexts => useWidgetTexts(FRAME_TEXTS);
