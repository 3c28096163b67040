import { defineLibraryConfig } from "@storefront/tsdown-config";

export default defineLibraryConfig();
