// A small valid PDF for tests of documents: the demo seed's hand-written one-page PDF.
export { minimalPdf as samplePdf } from "../../demo/pdf.ts";
