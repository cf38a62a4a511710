import { BrowseWidget } from '../../browse';
import type { EmbedConfig } from '../attributes';

export const renderBrowse = (config: EmbedConfig) => <BrowseWidget pageSize={config.pageSize} />;
