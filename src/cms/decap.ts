/**
 * Decap CMS's globals, as far as the admin's code uses them: the CMS itself, and the React its prebuilt
 * bundle (decap-cms.js, loaded first by admin/index.html) puts on window as `h` (createElement) and
 * `createClass`. Browser only.
 */

/** Decap's Immutable values, as far as the admin reads them. */
export interface ImmutableValue {
  get(key: string): unknown;
  getIn(path: (string | number)[]): unknown;
  setIn(path: (string | number)[], value: unknown): ImmutableValue;
  deleteIn(path: (string | number)[]): ImmutableValue;
  toJS(): unknown;
}

interface PreviewProps {
  entry: ImmutableValue;
  widgetFor: (name: string) => unknown;
}

/** What Decap gives a widget's control (the part the admin's widgets read). */
interface ControlProps {
  value: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
}

export type H = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

interface DecapEvent {
  name: 'preSave';
  handler: (args: { entry: ImmutableValue }) => unknown;
}

export interface DecapGlobal {
  init(options: { config: unknown }): void;
  registerPreviewStyle(css: string, options: { raw: boolean }): void;
  registerPreviewTemplate(name: string, component: (props: PreviewProps) => unknown): void;
  registerWidget(name: string, control: unknown): void;
  registerEditorComponent(component: {
    id: string;
    label: string;
    fields: unknown[];
    pattern: RegExp;
    fromBlock: (match: RegExpMatchArray) => Record<string, unknown>;
    toBlock: (data: Record<string, unknown>) => string;
    toPreview: (data: Record<string, unknown>) => string;
  }): void;
  registerEventListener(listener: DecapEvent): void;
  registerCustomFormat(name: string, extension: string, format: { fromFile: (text: string) => unknown; toFile: (data: unknown) => string }): void;
}

/** A React class component from its render method (Decap hands its controls a ref, which a function component cannot take). */
export type CreateClass = (spec: { render(this: { props: ControlProps }): unknown }) => unknown;

export const { CMS, h, createClass } = window as unknown as { CMS: DecapGlobal; h: H; createClass: CreateClass };

export const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
