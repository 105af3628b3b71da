// Types of api-types.mjs for the backend test that checks the generated file is current.
export declare const API_TYPES_FILE: string;
export declare function apiTypesSource(document: object): Promise<string>;
