// react-router 7 needs the encoding globals that jsdom leaves out.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// axe probes a canvas for icon ligatures; jsdom has none and would print an error per run.
if (typeof HTMLCanvasElement !== 'undefined') {
  HTMLCanvasElement.prototype.getContext = () => null;
}
