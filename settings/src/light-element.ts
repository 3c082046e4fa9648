import { LitElement } from 'lit';

/**
 * A Lit element that renders into itself rather than a shadow root: one stylesheet (settings.css)
 * styles every section, the policy needs no inline style, and tests and assistive tools see one tree.
 */
export class LightElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}
