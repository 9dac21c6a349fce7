// jest's jsdom environment, with a label's control found through the document's id index.
//
// jsdom 26 finds the control of <label for="x"> by walking the whole document, and a field's
// labels by asking every node of the document for its control: each accessible name that
// Testing Library computes (getByRole's `name`) walked the page once per node. On the longest
// staff tool's test file that was a quarter of its CPU. jsdom 30.1 looks the id up in the
// document's index instead, but needs Node 22; this is the same lookup, with the same answer
// (the first element with that id, if it can be labelled), for the jsdom that runs on Node 20.
import { createRequire } from 'node:module';
import JSDOMEnvironment from 'jest-environment-jsdom';

const requireBesideEnvironment = createRequire(
  createRequire(import.meta.url).resolve('jest-environment-jsdom'),
);
// jsdom's own entry first: its modules require each other in an order that loading one of them
// alone breaks.
requireBesideEnvironment('jsdom');
const jsdomNodes = (file) => requireBesideEnvironment(`jsdom/lib/jsdom/living/${file}`);

const labelPrototype = jsdomNodes('nodes/HTMLLabelElement-impl.js').implementation.prototype;
const { isLabelable } = jsdomNodes('helpers/form-controls.js');
const NODE_TYPE = jsdomNodes('node-type.js');

const walkToControl = Object.getOwnPropertyDescriptor(labelPrototype, 'control').get;

Object.defineProperty(labelPrototype, 'control', {
  configurable: true,
  get() {
    const forValue = this.getAttributeNS(null, 'for');
    const root = this.getRootNode({});
    // Labels outside a document (a fragment, a node not yet attached) keep jsdom's own walk.
    if (forValue === null || forValue === '' || root.nodeType !== NODE_TYPE.DOCUMENT_NODE) {
      return walkToControl.call(this);
    }
    const target = root.getElementById(forValue);
    return target !== null && isLabelable(target) ? target : null;
  },
});

export default JSDOMEnvironment;
