// Browser APIs antd needs that jsdom lacks (docs/architecture.md#stack-and-versions): installed before any module loads.
// Node's own setImmediate, for the MessageChannel stand-in below: jest's fake timers replace the global one, never this.
import { setImmediate as realSetImmediate } from 'node:timers';
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = () => undefined;
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

// antd's Modal asks for a pseudo-element's style, which jsdom does not implement (and logs about); the element's own will do.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

// antd's Form and Select (the staff console's filters) put work off to the next macrotask with a MessageChannel, which
// jsdom lacks. The stand-in posts with Node's own setImmediate (node:timers), which jest's fake timers leave alone, so a
// test under fake timers still sees its forms update (posting with the page's setTimeout instead stalled the console's
// tests under the fake clock). React's scheduler takes a MessageChannel when there is one, as in a browser, so its work
// also runs on this real macrotask. Node's own MessageChannel would do, but a port left open (antd never closes them)
// keeps the worker alive after its tests.
if (typeof globalThis.MessageChannel === 'undefined') {
  class StandInPort {
    onmessage: ((event: MessageEvent) => void) | null = null;
    peer: StandInPort | undefined;
    postMessage(data: unknown): void {
      const target = this.peer;
      realSetImmediate(() => target?.onmessage?.(new MessageEvent('message', { data })));
    }
    start(): void {}
    close(): void {}
  }
  class StandInChannel {
    readonly port1 = new StandInPort();
    readonly port2 = new StandInPort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.defineProperty(globalThis, 'MessageChannel', { writable: true, configurable: true, value: StandInChannel });
}
