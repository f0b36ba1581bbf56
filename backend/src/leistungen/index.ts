/** The services and prices feature's public face: other features and composition roots import only this module. */
export { istGemischteFraktion } from './istGemischteFraktion';
export { loadPreisFuerAuftrag } from './loadPreisFuerAuftrag';
