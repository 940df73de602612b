import type { ContractText } from '../../../lib/test-support/stub-api';

/**
 * A stand-in XMLHttpRequest for upload tests: it records what was sent and lets the test decide
 * when and how each upload answers.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  /** Answers with a body checked against the upload's contract (or the API's error shape). */
  respond(status: number, text: ContractText) {
    this.status = status;
    this.responseText = text;
    this.events.dispatchEvent(new Event('load'));
  }
}
