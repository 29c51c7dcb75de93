/** The JSON Resume package's validator (jsonschema underneath: an interpreter, no eval). */
declare module "@jsonresume/schema" {
  type ValidationError = { property: string; message: string; stack: string };
  const jsonResumeSchema: {
    validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void;
    schema: object;
  };
  export default jsonResumeSchema;
}
