export { renderResumeDocx } from "./docx";
export { renderResumePdf } from "./pdf";
