// Types of scripts/ops/deploy-assets.mjs for the TypeScript that imports it (the test config).
export declare const STAND_IN_FOLDERS: string[]
export declare const DEPLOY_ASSETS_DIR: string
export declare function deployedAssetFiles(root?: string): string[]
export declare function writeDeployAssets(root?: string): string
