/** The settings page's module: defines its elements; index.html holds <wsa-settings>. */
import { SettingsApp } from './app.ts';
import { TokensSection } from './sections/tokens.ts';
import { WebhooksSection } from './sections/webhooks.ts';
import { AutomationsSection } from './sections/automations.ts';
import { NotificationsSection } from './sections/notifications.ts';
import { UsageSection } from './sections/usage.ts';

customElements.define('wsa-tokens', TokensSection);
customElements.define('wsa-webhooks', WebhooksSection);
customElements.define('wsa-automations', AutomationsSection);
customElements.define('wsa-notifications', NotificationsSection);
customElements.define('wsa-usage', UsageSection);
customElements.define('wsa-settings', SettingsApp);
