// DO NOT EDIT: generated from the TypeSpec contract in spec/ by `npm run generate` (scripts/generate.ts).
// Ajv standalone validators (JSON Schema 2020-12, allErrors, useDefaults, discriminator). Types: validators.d.ts.

import { createRequire } from "node:module";

// Ajv's generated code loads its runtime helpers (ucs2length, equal, ...) with require().
const require = createRequire(import.meta.url);
const fullFormats = require("ajv-formats/dist/formats").fullFormats;
const rfc3339DateTime = fullFormats["date-time"];
const ajvFormats = {
  ...fullFormats,
  "date-time": { ...rfc3339DateTime, validate: (text) => rfc3339DateTime.validate(text) && !Number.isNaN(Date.parse(text)) },
};

/** Path and query validators: coerce URL strings to the declared types, fill in defaults. */
const requestValidators = (function () {
  const exports = {};
  exports["listApiKeys.query"] = validate20;
  const schema31 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20}}};
  const formats0 = ajvFormats.int32;

  function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  else {
  const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
  }
  validate20.evaluated = {"props":{"page":true,"per_page":true},"dynamicProps":false,"dynamicItems":false};

  exports["revokeApiKey.path"] = validate21;
  const schema32 = {"type":"object","properties":{"api_key_id":{"type":"string"}},"required":["api_key_id"]};

  function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.api_key_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "api_key_id"},message:"must have required property '"+"api_key_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.api_key_id !== undefined){
  let data0 = data.api_key_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/api_key_id",schemaPath:"#/properties/api_key_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["api_key_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
  }
  validate21.evaluated = {"props":{"api_key_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listAutomations.query"] = validate22;
  const schema33 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"project_id":{"type":"string"},"workspace_id":{"type":"string"}}};

  function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.project_id !== undefined){
  let data2 = data.project_id;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["project_id"] = coerced2;
  }
  }
  }
  }
  if(data.workspace_id !== undefined){
  let data3 = data.workspace_id;
  if(typeof data3 !== "string"){
  let dataType3 = typeof data3;
  let coerced3 = undefined;
  if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
  data3 = data3[0];
  dataType3 = typeof data3;
  if(typeof data3 === "string"){
  coerced3 = data3;
  }
  }
  if(!(coerced3 !== undefined)){
  if(dataType3 == "number" || dataType3 == "boolean"){
  coerced3 = "" + data3;
  }
  else if(data3 === null){
  coerced3 = "";
  }
  else {
  const err8 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["workspace_id"] = coerced3;
  }
  }
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
  }
  validate22.evaluated = {"props":{"page":true,"per_page":true,"project_id":true,"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getAutomation.path"] = validate23;
  const schema34 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
  }
  validate23.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateAutomation.path"] = validate24;
  const schema35 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate24.errors = vErrors;
  return errors === 0;
  }
  validate24.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["deleteAutomation.path"] = validate25;
  const schema36 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
  }
  validate25.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listAutomationRuns.path"] = validate26;
  const schema37 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
  }
  validate26.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listAutomationRuns.query"] = validate27;
  const schema38 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20}}};

  function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  else {
  const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
  }
  validate27.evaluated = {"props":{"page":true,"per_page":true},"dynamicProps":false,"dynamicItems":false};

  exports["startAutomationRun.path"] = validate28;
  const schema39 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate28.errors = vErrors;
  return errors === 0;
  }
  validate28.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["retryAutomationRun.path"] = validate29;
  const schema40 = {"type":"object","properties":{"automation_id":{"type":"string"},"run_id":{"type":"string"}},"required":["automation_id","run_id"]};

  function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.run_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run_id"},message:"must have required property '"+"run_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  if(data.run_id !== undefined){
  let data1 = data.run_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["run_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
  }
  validate29.evaluated = {"props":{"automation_id":true,"run_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getAutomationSchedule.path"] = validate30;
  const schema41 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
  }
  validate30.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getAutomationSchedule.query"] = validate31;
  const schema42 = {"type":"object","properties":{"count":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":10}}};

  function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.count === undefined){
  data.count = 10;
  }
  let data0 = data.count;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["count"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 > 100 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data0 < 1 || isNaN(data0)){
  const err2 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err3 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
  }
  validate31.evaluated = {"props":{"count":true},"dynamicProps":false,"dynamicItems":false};

  exports["testAutomation.path"] = validate32;
  const schema43 = {"type":"object","properties":{"automation_id":{"type":"string"}},"required":["automation_id"]};

  function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.automation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "automation_id"},message:"must have required property '"+"automation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.automation_id !== undefined){
  let data0 = data.automation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/automation_id",schemaPath:"#/properties/automation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["automation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
  }
  validate32.evaluated = {"props":{"automation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listEvents.query"] = validate33;
  const schema44 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"workspace_id":{"type":"string"},"type":{"$ref":"urn:openapi:components#/$defs/EventType"},"project_id":{"type":"string"},"since":{"type":"string","format":"date-time"},"until":{"type":"string","format":"date-time"},"after":{"type":"string"}}};
  const schema46 = {"type":"string","enum":["automation.run.started","automation.run.completed","automation.run.failed","automation.created","automation.updated","automation.deleted","member.invited","member.joined","member.role_changed","member.removed","project.created","project.updated","project.archived","project.deleted","task.created","task.updated","task.completed","task.deleted","workflow.created","workflow.updated","workflow.deleted","workflow.run.started","workflow.run.completed","workflow.run.failed","billing.alert","notification.created","webhook.disabled"],"description":"Event types a webhook can subscribe to: the seed's 14 plus `task.*`, `workflow.*`, `billing.alert`, `notification.created` and `webhook.disabled` (**Extension**)."};
  const formats18 = ajvFormats["date-time"];

  function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate33.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.workspace_id !== undefined){
  let data2 = data.workspace_id;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["workspace_id"] = coerced2;
  }
  }
  }
  }
  if(data.type !== undefined){
  let data3 = data.type;
  if(typeof data3 !== "string"){
  let dataType3 = typeof data3;
  let coerced3 = undefined;
  if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
  data3 = data3[0];
  dataType3 = typeof data3;
  if(typeof data3 === "string"){
  coerced3 = data3;
  }
  }
  if(!(coerced3 !== undefined)){
  if(dataType3 == "number" || dataType3 == "boolean"){
  coerced3 = "" + data3;
  }
  else if(data3 === null){
  coerced3 = "";
  }
  else {
  const err8 = {instancePath:instancePath+"/type",schemaPath:"urn:openapi:components#/$defs/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["type"] = coerced3;
  }
  }
  }
  if(!(((((((((((((((((((((((((((data3 === "automation.run.started") || (data3 === "automation.run.completed")) || (data3 === "automation.run.failed")) || (data3 === "automation.created")) || (data3 === "automation.updated")) || (data3 === "automation.deleted")) || (data3 === "member.invited")) || (data3 === "member.joined")) || (data3 === "member.role_changed")) || (data3 === "member.removed")) || (data3 === "project.created")) || (data3 === "project.updated")) || (data3 === "project.archived")) || (data3 === "project.deleted")) || (data3 === "task.created")) || (data3 === "task.updated")) || (data3 === "task.completed")) || (data3 === "task.deleted")) || (data3 === "workflow.created")) || (data3 === "workflow.updated")) || (data3 === "workflow.deleted")) || (data3 === "workflow.run.started")) || (data3 === "workflow.run.completed")) || (data3 === "workflow.run.failed")) || (data3 === "billing.alert")) || (data3 === "notification.created")) || (data3 === "webhook.disabled"))){
  const err9 = {instancePath:instancePath+"/type",schemaPath:"urn:openapi:components#/$defs/EventType/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  if(data.project_id !== undefined){
  let data4 = data.project_id;
  if(typeof data4 !== "string"){
  let dataType4 = typeof data4;
  let coerced4 = undefined;
  if(dataType4 == 'object' && Array.isArray(data4) && data4.length == 1){
  data4 = data4[0];
  dataType4 = typeof data4;
  if(typeof data4 === "string"){
  coerced4 = data4;
  }
  }
  if(!(coerced4 !== undefined)){
  if(dataType4 == "number" || dataType4 == "boolean"){
  coerced4 = "" + data4;
  }
  else if(data4 === null){
  coerced4 = "";
  }
  else {
  const err10 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  if(coerced4 !== undefined){
  data4 = coerced4;
  if(data !== undefined){
  data["project_id"] = coerced4;
  }
  }
  }
  }
  if(data.since !== undefined){
  let data5 = data.since;
  if(typeof data5 !== "string"){
  let dataType5 = typeof data5;
  let coerced5 = undefined;
  if(dataType5 == 'object' && Array.isArray(data5) && data5.length == 1){
  data5 = data5[0];
  dataType5 = typeof data5;
  if(typeof data5 === "string"){
  coerced5 = data5;
  }
  }
  if(!(coerced5 !== undefined)){
  if(dataType5 == "number" || dataType5 == "boolean"){
  coerced5 = "" + data5;
  }
  else if(data5 === null){
  coerced5 = "";
  }
  else {
  const err11 = {instancePath:instancePath+"/since",schemaPath:"#/properties/since/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  if(coerced5 !== undefined){
  data5 = coerced5;
  if(data !== undefined){
  data["since"] = coerced5;
  }
  }
  }
  if(typeof data5 === "string"){
  if(!(formats18.validate(data5))){
  const err12 = {instancePath:instancePath+"/since",schemaPath:"#/properties/since/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  }
  if(data.until !== undefined){
  let data6 = data.until;
  if(typeof data6 !== "string"){
  let dataType6 = typeof data6;
  let coerced6 = undefined;
  if(dataType6 == 'object' && Array.isArray(data6) && data6.length == 1){
  data6 = data6[0];
  dataType6 = typeof data6;
  if(typeof data6 === "string"){
  coerced6 = data6;
  }
  }
  if(!(coerced6 !== undefined)){
  if(dataType6 == "number" || dataType6 == "boolean"){
  coerced6 = "" + data6;
  }
  else if(data6 === null){
  coerced6 = "";
  }
  else {
  const err13 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  if(coerced6 !== undefined){
  data6 = coerced6;
  if(data !== undefined){
  data["until"] = coerced6;
  }
  }
  }
  if(typeof data6 === "string"){
  if(!(formats18.validate(data6))){
  const err14 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  }
  }
  if(data.after !== undefined){
  let data7 = data.after;
  if(typeof data7 !== "string"){
  let dataType7 = typeof data7;
  let coerced7 = undefined;
  if(dataType7 == 'object' && Array.isArray(data7) && data7.length == 1){
  data7 = data7[0];
  dataType7 = typeof data7;
  if(typeof data7 === "string"){
  coerced7 = data7;
  }
  }
  if(!(coerced7 !== undefined)){
  if(dataType7 == "number" || dataType7 == "boolean"){
  coerced7 = "" + data7;
  }
  else if(data7 === null){
  coerced7 = "";
  }
  else {
  const err15 = {instancePath:instancePath+"/after",schemaPath:"#/properties/after/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  }
  if(coerced7 !== undefined){
  data7 = coerced7;
  if(data !== undefined){
  data["after"] = coerced7;
  }
  }
  }
  }
  }
  else {
  const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  validate33.errors = vErrors;
  return errors === 0;
  }
  validate33.evaluated = {"props":{"page":true,"per_page":true,"workspace_id":true,"type":true,"project_id":true,"since":true,"until":true,"after":true},"dynamicProps":false,"dynamicItems":false};

  exports["getEvent.path"] = validate35;
  const schema47 = {"type":"object","properties":{"event_id":{"type":"string"}},"required":["event_id"]};

  function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.event_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event_id"},message:"must have required property '"+"event_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.event_id !== undefined){
  let data0 = data.event_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/event_id",schemaPath:"#/properties/event_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["event_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate35.errors = vErrors;
  return errors === 0;
  }
  validate35.evaluated = {"props":{"event_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["acceptInvitation.path"] = validate36;
  const schema48 = {"type":"object","properties":{"invitation_id":{"type":"string"}},"required":["invitation_id"]};

  function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate36.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.invitation_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invitation_id"},message:"must have required property '"+"invitation_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.invitation_id !== undefined){
  let data0 = data.invitation_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/invitation_id",schemaPath:"#/properties/invitation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["invitation_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate36.errors = vErrors;
  return errors === 0;
  }
  validate36.evaluated = {"props":{"invitation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listNotifications.query"] = validate37;
  const schema49 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"workspace_id":{"type":"string"},"unread":{"type":"boolean"},"category":{"$ref":"urn:openapi:components#/$defs/NotificationCategory"}}};
  const schema50 = {"type":"string","enum":["workflow_run_completed","workflow_run_failed","member_invited","member_role_changed","automation_triggered","billing_alert","webhook_disabled"],"description":"What a notification is about, and the row of the preferences that decides how it is delivered. **Extension.**"};

  function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate37.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.workspace_id !== undefined){
  let data2 = data.workspace_id;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["workspace_id"] = coerced2;
  }
  }
  }
  }
  if(data.unread !== undefined){
  let data3 = data.unread;
  if(typeof data3 !== "boolean"){
  let dataType3 = typeof data3;
  let coerced3 = undefined;
  if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
  data3 = data3[0];
  dataType3 = typeof data3;
  if(typeof data3 === "boolean"){
  coerced3 = data3;
  }
  }
  if(!(coerced3 !== undefined)){
  if(data3 === "false" || data3 === 0 || data3 === null){
  coerced3 = false;
  }
  else if(data3 === "true" || data3 === 1){
  coerced3 = true;
  }
  else {
  const err8 = {instancePath:instancePath+"/unread",schemaPath:"#/properties/unread/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["unread"] = coerced3;
  }
  }
  }
  }
  if(data.category !== undefined){
  let data4 = data.category;
  if(typeof data4 !== "string"){
  let dataType4 = typeof data4;
  let coerced4 = undefined;
  if(dataType4 == 'object' && Array.isArray(data4) && data4.length == 1){
  data4 = data4[0];
  dataType4 = typeof data4;
  if(typeof data4 === "string"){
  coerced4 = data4;
  }
  }
  if(!(coerced4 !== undefined)){
  if(dataType4 == "number" || dataType4 == "boolean"){
  coerced4 = "" + data4;
  }
  else if(data4 === null){
  coerced4 = "";
  }
  else {
  const err9 = {instancePath:instancePath+"/category",schemaPath:"urn:openapi:components#/$defs/NotificationCategory/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  if(coerced4 !== undefined){
  data4 = coerced4;
  if(data !== undefined){
  data["category"] = coerced4;
  }
  }
  }
  if(!(((((((data4 === "workflow_run_completed") || (data4 === "workflow_run_failed")) || (data4 === "member_invited")) || (data4 === "member_role_changed")) || (data4 === "automation_triggered")) || (data4 === "billing_alert")) || (data4 === "webhook_disabled"))){
  const err10 = {instancePath:instancePath+"/category",schemaPath:"urn:openapi:components#/$defs/NotificationCategory/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  else {
  const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  validate37.errors = vErrors;
  return errors === 0;
  }
  validate37.evaluated = {"props":{"page":true,"per_page":true,"workspace_id":true,"unread":true,"category":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateNotification.path"] = validate38;
  const schema51 = {"type":"object","properties":{"notification_id":{"type":"string"}},"required":["notification_id"]};

  function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.notification_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notification_id"},message:"must have required property '"+"notification_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.notification_id !== undefined){
  let data0 = data.notification_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/notification_id",schemaPath:"#/properties/notification_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["notification_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
  }
  validate38.evaluated = {"props":{"notification_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getProject.path"] = validate39;
  const schema52 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate39.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate39.errors = vErrors;
  return errors === 0;
  }
  validate39.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateProject.path"] = validate40;
  const schema53 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate40.errors = vErrors;
  return errors === 0;
  }
  validate40.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["deleteProject.path"] = validate41;
  const schema54 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
  }
  validate41.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listProjectAutomations.path"] = validate42;
  const schema55 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
  }
  validate42.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listProjectMembers.path"] = validate43;
  const schema56 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate43.errors = vErrors;
  return errors === 0;
  }
  validate43.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listProjectMembers.query"] = validate44;
  const schema57 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20}}};

  function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  else {
  const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
  }
  validate44.evaluated = {"props":{"page":true,"per_page":true},"dynamicProps":false,"dynamicItems":false};

  exports["addProjectMember.path"] = validate45;
  const schema58 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
  }
  validate45.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["removeProjectMember.path"] = validate46;
  const schema59 = {"type":"object","properties":{"project_id":{"type":"string"},"member_id":{"type":"string"}},"required":["project_id","member_id"]};

  function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.member_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "member_id"},message:"must have required property '"+"member_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  if(data.member_id !== undefined){
  let data1 = data.member_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/member_id",schemaPath:"#/properties/member_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["member_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
  }
  validate46.evaluated = {"props":{"project_id":true,"member_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listProjectTasks.path"] = validate47;
  const schema60 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
  }
  validate47.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listProjectTasks.query"] = validate48;
  const schema61 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"status":{"$ref":"urn:openapi:components#/$defs/TaskStatus"}}};
  const schema62 = {"type":"string","enum":["open","completed"],"description":"Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"};

  function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.status !== undefined){
  let data2 = data.status;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["status"] = coerced2;
  }
  }
  }
  if(!((data2 === "open") || (data2 === "completed"))){
  const err8 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
  }
  validate48.evaluated = {"props":{"page":true,"per_page":true,"status":true},"dynamicProps":false,"dynamicItems":false};

  exports["createTask.path"] = validate49;
  const schema63 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
  }
  validate49.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listProjectWorkflows.path"] = validate50;
  const schema64 = {"type":"object","properties":{"project_id":{"type":"string"}},"required":["project_id"]};

  function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["project_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
  }
  validate50.evaluated = {"props":{"project_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getTask.path"] = validate51;
  const schema65 = {"type":"object","properties":{"task_id":{"type":"string"}},"required":["task_id"]};

  function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.task_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task_id"},message:"must have required property '"+"task_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.task_id !== undefined){
  let data0 = data.task_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["task_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
  }
  validate51.evaluated = {"props":{"task_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateTask.path"] = validate52;
  const schema66 = {"type":"object","properties":{"task_id":{"type":"string"}},"required":["task_id"]};

  function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate52.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.task_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task_id"},message:"must have required property '"+"task_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.task_id !== undefined){
  let data0 = data.task_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["task_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
  }
  validate52.evaluated = {"props":{"task_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["deleteTask.path"] = validate53;
  const schema67 = {"type":"object","properties":{"task_id":{"type":"string"}},"required":["task_id"]};

  function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.task_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task_id"},message:"must have required property '"+"task_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.task_id !== undefined){
  let data0 = data.task_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/task_id",schemaPath:"#/properties/task_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["task_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
  }
  validate53.evaluated = {"props":{"task_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWebhooks.query"] = validate54;
  const schema68 = {"type":"object","properties":{"workspace_id":{"type":"string"}}};

  function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err0 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
  }
  validate54.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getWebhook.path"] = validate55;
  const schema69 = {"type":"object","properties":{"webhook_id":{"type":"string"}},"required":["webhook_id"]};

  function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate55.errors = vErrors;
  return errors === 0;
  }
  validate55.evaluated = {"props":{"webhook_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateWebhook.path"] = validate56;
  const schema70 = {"type":"object","properties":{"webhook_id":{"type":"string"}},"required":["webhook_id"]};

  function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
  }
  validate56.evaluated = {"props":{"webhook_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["deleteWebhook.path"] = validate57;
  const schema71 = {"type":"object","properties":{"webhook_id":{"type":"string"}},"required":["webhook_id"]};

  function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate57.errors = vErrors;
  return errors === 0;
  }
  validate57.evaluated = {"props":{"webhook_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWebhookDeliveries.path"] = validate58;
  const schema72 = {"type":"object","properties":{"webhook_id":{"type":"string"}},"required":["webhook_id"]};

  function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate58.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate58.errors = vErrors;
  return errors === 0;
  }
  validate58.evaluated = {"props":{"webhook_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWebhookDeliveries.query"] = validate59;
  const schema73 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"status":{"$ref":"urn:openapi:components#/$defs/DeliveryStatus"},"event_type":{"$ref":"urn:openapi:components#/$defs/EventType"},"since":{"type":"string","format":"date-time"},"until":{"type":"string","format":"date-time"}}};
  const schema74 = {"type":"string","enum":["pending","succeeded","failed","permanently_failed","cancelled"],"description":"Delivery state: `pending` (queued or waiting for a retry), `succeeded`, `failed` (an attempt failed, a retry is scheduled), `permanently_failed` (the 5 retries are spent), `cancelled` (the webhook was disabled or deleted). **Extension.**"};

  function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate59.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.status !== undefined){
  let data2 = data.status;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/DeliveryStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["status"] = coerced2;
  }
  }
  }
  if(!(((((data2 === "pending") || (data2 === "succeeded")) || (data2 === "failed")) || (data2 === "permanently_failed")) || (data2 === "cancelled"))){
  const err8 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/DeliveryStatus/enum",keyword:"enum",params:{allowedValues: schema74.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(data.event_type !== undefined){
  let data3 = data.event_type;
  if(typeof data3 !== "string"){
  let dataType3 = typeof data3;
  let coerced3 = undefined;
  if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
  data3 = data3[0];
  dataType3 = typeof data3;
  if(typeof data3 === "string"){
  coerced3 = data3;
  }
  }
  if(!(coerced3 !== undefined)){
  if(dataType3 == "number" || dataType3 == "boolean"){
  coerced3 = "" + data3;
  }
  else if(data3 === null){
  coerced3 = "";
  }
  else {
  const err9 = {instancePath:instancePath+"/event_type",schemaPath:"urn:openapi:components#/$defs/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["event_type"] = coerced3;
  }
  }
  }
  if(!(((((((((((((((((((((((((((data3 === "automation.run.started") || (data3 === "automation.run.completed")) || (data3 === "automation.run.failed")) || (data3 === "automation.created")) || (data3 === "automation.updated")) || (data3 === "automation.deleted")) || (data3 === "member.invited")) || (data3 === "member.joined")) || (data3 === "member.role_changed")) || (data3 === "member.removed")) || (data3 === "project.created")) || (data3 === "project.updated")) || (data3 === "project.archived")) || (data3 === "project.deleted")) || (data3 === "task.created")) || (data3 === "task.updated")) || (data3 === "task.completed")) || (data3 === "task.deleted")) || (data3 === "workflow.created")) || (data3 === "workflow.updated")) || (data3 === "workflow.deleted")) || (data3 === "workflow.run.started")) || (data3 === "workflow.run.completed")) || (data3 === "workflow.run.failed")) || (data3 === "billing.alert")) || (data3 === "notification.created")) || (data3 === "webhook.disabled"))){
  const err10 = {instancePath:instancePath+"/event_type",schemaPath:"urn:openapi:components#/$defs/EventType/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  if(data.since !== undefined){
  let data4 = data.since;
  if(typeof data4 !== "string"){
  let dataType4 = typeof data4;
  let coerced4 = undefined;
  if(dataType4 == 'object' && Array.isArray(data4) && data4.length == 1){
  data4 = data4[0];
  dataType4 = typeof data4;
  if(typeof data4 === "string"){
  coerced4 = data4;
  }
  }
  if(!(coerced4 !== undefined)){
  if(dataType4 == "number" || dataType4 == "boolean"){
  coerced4 = "" + data4;
  }
  else if(data4 === null){
  coerced4 = "";
  }
  else {
  const err11 = {instancePath:instancePath+"/since",schemaPath:"#/properties/since/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  if(coerced4 !== undefined){
  data4 = coerced4;
  if(data !== undefined){
  data["since"] = coerced4;
  }
  }
  }
  if(typeof data4 === "string"){
  if(!(formats18.validate(data4))){
  const err12 = {instancePath:instancePath+"/since",schemaPath:"#/properties/since/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  }
  if(data.until !== undefined){
  let data5 = data.until;
  if(typeof data5 !== "string"){
  let dataType5 = typeof data5;
  let coerced5 = undefined;
  if(dataType5 == 'object' && Array.isArray(data5) && data5.length == 1){
  data5 = data5[0];
  dataType5 = typeof data5;
  if(typeof data5 === "string"){
  coerced5 = data5;
  }
  }
  if(!(coerced5 !== undefined)){
  if(dataType5 == "number" || dataType5 == "boolean"){
  coerced5 = "" + data5;
  }
  else if(data5 === null){
  coerced5 = "";
  }
  else {
  const err13 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  if(coerced5 !== undefined){
  data5 = coerced5;
  if(data !== undefined){
  data["until"] = coerced5;
  }
  }
  }
  if(typeof data5 === "string"){
  if(!(formats18.validate(data5))){
  const err14 = {instancePath:instancePath+"/until",schemaPath:"#/properties/until/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  }
  }
  }
  else {
  const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  validate59.errors = vErrors;
  return errors === 0;
  }
  validate59.evaluated = {"props":{"page":true,"per_page":true,"status":true,"event_type":true,"since":true,"until":true},"dynamicProps":false,"dynamicItems":false};

  exports["redeliverWebhookDelivery.path"] = validate60;
  const schema76 = {"type":"object","properties":{"webhook_id":{"type":"string"},"delivery_id":{"type":"string"}},"required":["webhook_id","delivery_id"]};

  function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate60.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.delivery_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "delivery_id"},message:"must have required property '"+"delivery_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  if(data.delivery_id !== undefined){
  let data1 = data.delivery_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["delivery_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate60.errors = vErrors;
  return errors === 0;
  }
  validate60.evaluated = {"props":{"webhook_id":true,"delivery_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["recoverWebhookDeliveries.path"] = validate61;
  const schema77 = {"type":"object","properties":{"webhook_id":{"type":"string"}},"required":["webhook_id"]};

  function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate61.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate61.errors = vErrors;
  return errors === 0;
  }
  validate61.evaluated = {"props":{"webhook_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["rotateWebhookSecret.path"] = validate62;
  const schema78 = {"type":"object","properties":{"webhook_id":{"type":"string"}},"required":["webhook_id"]};

  function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.webhook_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "webhook_id"},message:"must have required property '"+"webhook_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.webhook_id !== undefined){
  let data0 = data.webhook_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/webhook_id",schemaPath:"#/properties/webhook_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["webhook_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate62.errors = vErrors;
  return errors === 0;
  }
  validate62.evaluated = {"props":{"webhook_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWorkflows.query"] = validate63;
  const schema79 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"project_id":{"type":"string"},"workspace_id":{"type":"string"}}};

  function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate63.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.project_id !== undefined){
  let data2 = data.project_id;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["project_id"] = coerced2;
  }
  }
  }
  }
  if(data.workspace_id !== undefined){
  let data3 = data.workspace_id;
  if(typeof data3 !== "string"){
  let dataType3 = typeof data3;
  let coerced3 = undefined;
  if(dataType3 == 'object' && Array.isArray(data3) && data3.length == 1){
  data3 = data3[0];
  dataType3 = typeof data3;
  if(typeof data3 === "string"){
  coerced3 = data3;
  }
  }
  if(!(coerced3 !== undefined)){
  if(dataType3 == "number" || dataType3 == "boolean"){
  coerced3 = "" + data3;
  }
  else if(data3 === null){
  coerced3 = "";
  }
  else {
  const err8 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(coerced3 !== undefined){
  data3 = coerced3;
  if(data !== undefined){
  data["workspace_id"] = coerced3;
  }
  }
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate63.errors = vErrors;
  return errors === 0;
  }
  validate63.evaluated = {"props":{"page":true,"per_page":true,"project_id":true,"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getWorkflow.path"] = validate64;
  const schema80 = {"type":"object","properties":{"workflow_id":{"type":"string"}},"required":["workflow_id"]};

  function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate64.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate64.errors = vErrors;
  return errors === 0;
  }
  validate64.evaluated = {"props":{"workflow_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateWorkflow.path"] = validate65;
  const schema81 = {"type":"object","properties":{"workflow_id":{"type":"string"}},"required":["workflow_id"]};

  function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate65.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate65.errors = vErrors;
  return errors === 0;
  }
  validate65.evaluated = {"props":{"workflow_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["deleteWorkflow.path"] = validate66;
  const schema82 = {"type":"object","properties":{"workflow_id":{"type":"string"}},"required":["workflow_id"]};

  function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate66.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate66.errors = vErrors;
  return errors === 0;
  }
  validate66.evaluated = {"props":{"workflow_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWorkflowRuns.path"] = validate67;
  const schema83 = {"type":"object","properties":{"workflow_id":{"type":"string"}},"required":["workflow_id"]};

  function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate67.errors = vErrors;
  return errors === 0;
  }
  validate67.evaluated = {"props":{"workflow_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWorkflowRuns.query"] = validate68;
  const schema84 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20}}};

  function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  else {
  const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
  }
  validate68.evaluated = {"props":{"page":true,"per_page":true},"dynamicProps":false,"dynamicItems":false};

  exports["getWorkflowRun.path"] = validate69;
  const schema85 = {"type":"object","properties":{"workflow_id":{"type":"string"},"run_id":{"type":"string"}},"required":["workflow_id","run_id"]};

  function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate69.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.run_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run_id"},message:"must have required property '"+"run_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  if(data.run_id !== undefined){
  let data1 = data.run_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["run_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate69.errors = vErrors;
  return errors === 0;
  }
  validate69.evaluated = {"props":{"workflow_id":true,"run_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["cancelWorkflowRun.path"] = validate70;
  const schema86 = {"type":"object","properties":{"workflow_id":{"type":"string"},"run_id":{"type":"string"}},"required":["workflow_id","run_id"]};

  function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate70.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.run_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run_id"},message:"must have required property '"+"run_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  if(data.run_id !== undefined){
  let data1 = data.run_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/run_id",schemaPath:"#/properties/run_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["run_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate70.errors = vErrors;
  return errors === 0;
  }
  validate70.evaluated = {"props":{"workflow_id":true,"run_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["testWorkflow.path"] = validate71;
  const schema87 = {"type":"object","properties":{"workflow_id":{"type":"string"}},"required":["workflow_id"]};

  function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow_id"},message:"must have required property '"+"workflow_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workflow_id !== undefined){
  let data0 = data.workflow_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workflow_id",schemaPath:"#/properties/workflow_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workflow_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
  }
  validate71.evaluated = {"props":{"workflow_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWorkspaces.query"] = validate72;
  const schema88 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20}}};

  function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate72.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  else {
  const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  validate72.errors = vErrors;
  return errors === 0;
  }
  validate72.evaluated = {"props":{"page":true,"per_page":true},"dynamicProps":false,"dynamicItems":false};

  exports["getWorkspace.path"] = validate73;
  const schema89 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate73.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate73.errors = vErrors;
  return errors === 0;
  }
  validate73.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateWorkspace.path"] = validate74;
  const schema90 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate74.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate74.errors = vErrors;
  return errors === 0;
  }
  validate74.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["deleteWorkspace.path"] = validate75;
  const schema91 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate75.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate75.errors = vErrors;
  return errors === 0;
  }
  validate75.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listInvitations.path"] = validate76;
  const schema92 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate76.errors = vErrors;
  return errors === 0;
  }
  validate76.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listInvitations.query"] = validate77;
  const schema93 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"status":{"$ref":"urn:openapi:components#/$defs/InvitationStatus"}}};
  const schema94 = {"type":"string","enum":["pending","accepted","expired"],"description":"Invitation state: `pending` until accepted or expired; `expired` as soon as `expires_at` passes or when a new invitation to the same address supersedes it."};

  function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate77.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.status !== undefined){
  let data2 = data.status;
  if(typeof data2 !== "string"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "string"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(dataType2 == "number" || dataType2 == "boolean"){
  coerced2 = "" + data2;
  }
  else if(data2 === null){
  coerced2 = "";
  }
  else {
  const err7 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/InvitationStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["status"] = coerced2;
  }
  }
  }
  if(!(((data2 === "pending") || (data2 === "accepted")) || (data2 === "expired"))){
  const err8 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/InvitationStatus/enum",keyword:"enum",params:{allowedValues: schema94.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate77.errors = vErrors;
  return errors === 0;
  }
  validate77.evaluated = {"props":{"page":true,"per_page":true,"status":true},"dynamicProps":false,"dynamicItems":false};

  exports["createInvitation.path"] = validate78;
  const schema95 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate78.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate78.errors = vErrors;
  return errors === 0;
  }
  validate78.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["revokeInvitation.path"] = validate79;
  const schema96 = {"type":"object","properties":{"workspace_id":{"type":"string"},"invitation_id":{"type":"string"}},"required":["workspace_id","invitation_id"]};

  function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.invitation_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "invitation_id"},message:"must have required property '"+"invitation_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  if(data.invitation_id !== undefined){
  let data1 = data.invitation_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/invitation_id",schemaPath:"#/properties/invitation_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["invitation_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate79.errors = vErrors;
  return errors === 0;
  }
  validate79.evaluated = {"props":{"workspace_id":true,"invitation_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listMembers.path"] = validate80;
  const schema97 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate80.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate80.errors = vErrors;
  return errors === 0;
  }
  validate80.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateMember.path"] = validate81;
  const schema98 = {"type":"object","properties":{"workspace_id":{"type":"string"},"member_id":{"type":"string"}},"required":["workspace_id","member_id"]};

  function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate81.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.member_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "member_id"},message:"must have required property '"+"member_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  if(data.member_id !== undefined){
  let data1 = data.member_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/member_id",schemaPath:"#/properties/member_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["member_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate81.errors = vErrors;
  return errors === 0;
  }
  validate81.evaluated = {"props":{"workspace_id":true,"member_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["removeMember.path"] = validate82;
  const schema99 = {"type":"object","properties":{"workspace_id":{"type":"string"},"member_id":{"type":"string"}},"required":["workspace_id","member_id"]};

  function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate82.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.member_id === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "member_id"},message:"must have required property '"+"member_id"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err2 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  if(data.member_id !== undefined){
  let data1 = data.member_id;
  if(typeof data1 !== "string"){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(typeof data1 === "string"){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 == "number" || dataType1 == "boolean"){
  coerced1 = "" + data1;
  }
  else if(data1 === null){
  coerced1 = "";
  }
  else {
  const err3 = {instancePath:instancePath+"/member_id",schemaPath:"#/properties/member_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["member_id"] = coerced1;
  }
  }
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate82.errors = vErrors;
  return errors === 0;
  }
  validate82.evaluated = {"props":{"workspace_id":true,"member_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["getNotificationPreferences.path"] = validate83;
  const schema100 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate83.errors = vErrors;
  return errors === 0;
  }
  validate83.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["updateNotificationPreferences.path"] = validate84;
  const schema101 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate84.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate84.errors = vErrors;
  return errors === 0;
  }
  validate84.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWorkspaceProjects.path"] = validate85;
  const schema102 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate85.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate85.errors = vErrors;
  return errors === 0;
  }
  validate85.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  exports["listWorkspaceProjects.query"] = validate86;
  const schema103 = {"type":"object","properties":{"page":{"type":"integer","format":"int32","minimum":1,"default":1},"per_page":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":20},"archived":{"type":"boolean","default":false}}};

  function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate86.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.page === undefined){
  data.page = 1;
  }
  if(data.per_page === undefined){
  data.per_page = 20;
  }
  if(data.archived === undefined){
  data.archived = false;
  }
  let data0 = data.page;
  if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 === "boolean" || data0 === null
                || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
  coerced0 = +data0;
  }
  else {
  const err0 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["page"] = coerced0;
  }
  }
  }
  if((typeof data0 == "number") && (isFinite(data0))){
  if(data0 < 1 || isNaN(data0)){
  const err1 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(formats0.validate(data0))){
  const err2 = {instancePath:instancePath+"/page",schemaPath:"#/properties/page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  let data1 = data.per_page;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  let dataType1 = typeof data1;
  let coerced1 = undefined;
  if(dataType1 == 'object' && Array.isArray(data1) && data1.length == 1){
  data1 = data1[0];
  dataType1 = typeof data1;
  if(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))){
  coerced1 = data1;
  }
  }
  if(!(coerced1 !== undefined)){
  if(dataType1 === "boolean" || data1 === null
                || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
  coerced1 = +data1;
  }
  else {
  const err3 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(coerced1 !== undefined){
  data1 = coerced1;
  if(data !== undefined){
  data["per_page"] = coerced1;
  }
  }
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 100 || isNaN(data1)){
  const err4 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(formats0.validate(data1))){
  const err6 = {instancePath:instancePath+"/per_page",schemaPath:"#/properties/per_page/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  let data2 = data.archived;
  if(typeof data2 !== "boolean"){
  let dataType2 = typeof data2;
  let coerced2 = undefined;
  if(dataType2 == 'object' && Array.isArray(data2) && data2.length == 1){
  data2 = data2[0];
  dataType2 = typeof data2;
  if(typeof data2 === "boolean"){
  coerced2 = data2;
  }
  }
  if(!(coerced2 !== undefined)){
  if(data2 === "false" || data2 === 0 || data2 === null){
  coerced2 = false;
  }
  else if(data2 === "true" || data2 === 1){
  coerced2 = true;
  }
  else {
  const err7 = {instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(coerced2 !== undefined){
  data2 = coerced2;
  if(data !== undefined){
  data["archived"] = coerced2;
  }
  }
  }
  }
  else {
  const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  validate86.errors = vErrors;
  return errors === 0;
  }
  validate86.evaluated = {"props":{"page":true,"per_page":true,"archived":true},"dynamicProps":false,"dynamicItems":false};

  exports["getWorkspaceUsage.path"] = validate87;
  const schema104 = {"type":"object","properties":{"workspace_id":{"type":"string"}},"required":["workspace_id"]};

  function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate87.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 !== "string"){
  let dataType0 = typeof data0;
  let coerced0 = undefined;
  if(dataType0 == 'object' && Array.isArray(data0) && data0.length == 1){
  data0 = data0[0];
  dataType0 = typeof data0;
  if(typeof data0 === "string"){
  coerced0 = data0;
  }
  }
  if(!(coerced0 !== undefined)){
  if(dataType0 == "number" || dataType0 == "boolean"){
  coerced0 = "" + data0;
  }
  else if(data0 === null){
  coerced0 = "";
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"#/properties/workspace_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(coerced0 !== undefined){
  data0 = coerced0;
  if(data !== undefined){
  data["workspace_id"] = coerced0;
  }
  }
  }
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate87.errors = vErrors;
  return errors === 0;
  }
  validate87.evaluated = {"props":{"workspace_id":true},"dynamicProps":false,"dynamicItems":false};

  return exports;
})();

/** JSON body validators: no coercion, fill in defaults. */
const bodyValidators = (function () {
  const exports = {};
  exports["createApiKey.body"] = validate20;
  const schema31 = {"$ref":"urn:openapi:components#/$defs/CreateApiKeyRequest"};
  const schema33 = {"type":"object","required":["name"],"properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"A label for the key, 1 to 255 characters."},"scope":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ApiKeyScope"}],"description":"Scope; default `editor`. Cannot exceed the scope of the key making the request (403).","default":"editor"},"workspace_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/WorkspaceId"}],"description":"Home workspace; the caller must be a member (404 otherwise)."}},"unevaluatedProperties":false,"description":"Body of POST /v1/api-keys. **Extension.**"};
  const schema34 = {"type":"string","minLength":1,"maxLength":255,"description":"A name of 1 to 255 characters."};
  const schema35 = {"type":"string","enum":["admin","editor","read-only"],"description":"Scope of an API key: caps what the user's role allows. `read-only` allows GET only; `editor` allows what an editor may do; `admin` allows everything the role allows."};
  const schema36 = {"type":"string","pattern":"^ws_[0-9A-Za-z]+$","description":"Workspace identifier, prefix `ws_`.","examples":["ws_01jd7m3k9q2x4c8v5b6n"]};
  const func1 = require("ajv/dist/runtime/ucs2length").default;
  const pattern4 = new RegExp("^ws_[0-9A-Za-z]+$", "u");

  function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate22.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.scope === undefined){
  data.scope = "editor";
  }
  if(data.name === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  let data1 = data.scope;
  if(typeof data1 !== "string"){
  const err4 = {instancePath:instancePath+"/scope",schemaPath:"urn:openapi:components#/$defs/ApiKeyScope/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(!(((data1 === "admin") || (data1 === "editor")) || (data1 === "read-only"))){
  const err5 = {instancePath:instancePath+"/scope",schemaPath:"urn:openapi:components#/$defs/ApiKeyScope/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data2 = data.workspace_id;
  if(typeof data2 === "string"){
  if(!pattern4.test(data2)){
  const err6 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/pattern",keyword:"pattern",params:{pattern: "^ws_[0-9A-Za-z]+$"},message:"must match pattern \""+"^ws_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "name") && (key0 !== "scope")) && (key0 !== "workspace_id")){
  const err8 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate22.errors = vErrors;
  return errors === 0;
  }
  validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
  errors = vErrors.length;
  }
  validate20.errors = vErrors;
  return errors === 0;
  }
  validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createAutomation.body"] = validate24;
  const schema37 = {"$ref":"urn:openapi:components#/$defs/CreateAutomationRequest"};
  const schema38 = {"type":"object","oneOf":[{"$ref":"urn:openapi:components#/$defs/CreateEventAutomationRequest"},{"$ref":"urn:openapi:components#/$defs/CreateScheduledAutomationRequest"}],"discriminator":{"propertyName":"type"},"description":"Body of POST /v1/automations. Needs editor permission; the project must not be archived. `type` decides the shape of `trigger`."};
  const schema39 = {"type":"object","required":["project_id","name","type","trigger","actions"],"properties":{"project_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ProjectId"}],"description":"Owning project."},"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Name, 1 to 255 characters."},"type":{"type":"string","enum":["event"],"description":"`event`; fixed afterwards."},"enabled":{"type":"boolean","description":"Default `true`; `false` creates it paused.","default":true},"trigger":{"allOf":[{"$ref":"urn:openapi:components#/$defs/EventTrigger"}],"description":"The event and filters that start it."},"actions":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/Action"},"minItems":1,"maxItems":20,"description":"The ordered actions, 1 to 20."}},"unevaluatedProperties":false,"description":"Creates an automation started by an event."};
  const schema40 = {"type":"string","pattern":"^proj_[0-9A-Za-z]+$","description":"Project identifier, prefix `proj_`.","examples":["proj_01jd7m4a2b3c4d5e6f7g"]};
  const pattern5 = new RegExp("^proj_[0-9A-Za-z]+$", "u");
  const schema42 = {"type":"object","required":["event"],"properties":{"event":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TriggerEventName"}],"description":"The event name that starts the automation."},"filters":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/TriggerFilter"},"maxItems":20,"description":"Conditions that must match (all of them, or any with `match: any`)."},"match":{"allOf":[{"$ref":"urn:openapi:components#/$defs/FilterMatch"}],"description":"How filters combine; default `all`. **Extension.**"}},"unevaluatedProperties":false,"description":"What starts an `event` automation: an event, narrowed by optional filters."};
  const schema43 = {"type":"string","enum":["task.created","task.updated","task.completed","task.deleted","member.invited","member.joined","member.role_changed","member.removed","project.created","project.updated","project.archived"],"description":"Events that can start an automation. Project-level events (`task.*`, `project.updated`, `project.archived`) start automations of that project; workspace-level events (`member.*`, `project.created`) start those of every non-archived project in the workspace."};
  const schema50 = {"type":"string","enum":["all","any"],"description":"How filters combine: `all` (default) needs every filter to match, `any` at least one. **Extension.**"};
  const schema44 = {"oneOf":[{"$ref":"urn:openapi:components#/$defs/ComparisonFilter"},{"$ref":"urn:openapi:components#/$defs/EmptinessFilter"}],"description":"A condition on the triggering event's data; `operator` decides whether it takes a `value`.","discriminator":{"propertyName":"operator"}};
  const schema45 = {"type":"object","required":["field","operator","value"],"properties":{"field":{"allOf":[{"$ref":"urn:openapi:components#/$defs/FilterField"}],"description":"Dotted path into the event data, e.g. `task.name` or `member.role`."},"operator":{"type":"string","enum":["is","is_not","contains","greater_than","less_than"],"description":"The comparison. `greater_than` and `less_than` compare numbers (and ISO timestamps as text); `contains` tests a substring or an array element."},"value":{"anyOf":[{"$ref":"urn:openapi:components#/$defs/FilterText"},{"type":"number","format":"double"},{"type":"boolean"},{"type":"null"}],"description":"The value compared with: text up to 1,000 characters, a number, a boolean (not for `greater_than`/`less_than`) or `null`."}},"unevaluatedProperties":false,"description":"A condition that compares a field of the event data with a value."};
  const schema46 = {"type":"string","minLength":1,"maxLength":255,"pattern":"^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$","description":"Dotted path into the event data, e.g. `task.name` or `member.role`."};
  const schema47 = {"type":"string","maxLength":1000,"description":"The text a filter compares with."};
  const pattern6 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$", "u");
  const formats0 = ajvFormats.double;

  function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.field === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.operator === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.value === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.field !== undefined){
  let data0 = data.field;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err3 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err4 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(!pattern6.test(data0)){
  const err5 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.operator !== undefined){
  let data1 = data.operator;
  if(typeof data1 !== "string"){
  const err7 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(!(((((data1 === "is") || (data1 === "is_not")) || (data1 === "contains")) || (data1 === "greater_than")) || (data1 === "less_than"))){
  const err8 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema45.properties.operator.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(data.value !== undefined){
  let data2 = data.value;
  const _errs8 = errors;
  let valid3 = false;
  const _errs9 = errors;
  if(typeof data2 === "string"){
  if(func1(data2) > 1000){
  const err9 = {instancePath:instancePath+"/value",schemaPath:"urn:openapi:components#/$defs/FilterText/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  else {
  const err10 = {instancePath:instancePath+"/value",schemaPath:"urn:openapi:components#/$defs/FilterText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  var _valid0 = _errs9 === errors;
  valid3 = valid3 || _valid0;
  const _errs12 = errors;
  if((typeof data2 == "number") && (isFinite(data2))){
  if(!(formats0.validate(data2))){
  const err11 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/1/format",keyword:"format",params:{format: "double"},message:"must match format \""+"double"+"\""};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  else {
  const err12 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  var _valid0 = _errs12 === errors;
  valid3 = valid3 || _valid0;
  const _errs14 = errors;
  if(typeof data2 !== "boolean"){
  const err13 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/2/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  var _valid0 = _errs14 === errors;
  valid3 = valid3 || _valid0;
  const _errs16 = errors;
  if(data2 !== null){
  const err14 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf/3/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  var _valid0 = _errs16 === errors;
  valid3 = valid3 || _valid0;
  if(!valid3){
  const err15 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  else {
  errors = _errs8;
  if(vErrors !== null){
  if(_errs8){
  vErrors.length = _errs8;
  }
  else {
  vErrors = null;
  }
  }
  }
  }
  for(const key0 in data){
  if(((key0 !== "field") && (key0 !== "operator")) && (key0 !== "value")){
  const err16 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  }
  }
  else {
  const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
  }
  validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema48 = {"type":"object","required":["field","operator"],"properties":{"field":{"allOf":[{"$ref":"urn:openapi:components#/$defs/FilterField"}],"description":"Dotted path into the event data, e.g. `task.name` or `member.role`."},"operator":{"type":"string","enum":["is_empty","is_not_empty"],"description":"Whether the field is empty (absent, `null`, `\"\"` or `[]`) or not."},"value":{"type":"null","description":"Takes no value; `null` is accepted and ignored."}},"unevaluatedProperties":false,"description":"A condition on whether a field of the event data is empty."};

  function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate30.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.field === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.operator === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operator"},message:"must have required property '"+"operator"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.field !== undefined){
  let data0 = data.field;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err2 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err3 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(!pattern6.test(data0)){
  const err4 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$"+"\""};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  else {
  const err5 = {instancePath:instancePath+"/field",schemaPath:"urn:openapi:components#/$defs/FilterField/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  if(data.operator !== undefined){
  let data1 = data.operator;
  if(typeof data1 !== "string"){
  const err6 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  if(!((data1 === "is_empty") || (data1 === "is_not_empty"))){
  const err7 = {instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema48.properties.operator.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(data.value !== undefined){
  if(data.value !== null){
  const err8 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "field") && (key0 !== "operator")) && (key0 !== "value")){
  const err9 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  }
  else {
  const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  validate30.errors = vErrors;
  return errors === 0;
  }
  validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate28.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  const tag0 = data.operator;
  if(typeof tag0 == "string"){
  if(tag0 === "is"){
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  var props0 = true;
  }
  else if(tag0 === "is_not"){
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "contains"){
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "greater_than"){
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "less_than"){
  if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "is_empty"){
  if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "is_not_empty"){
  if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else {
  const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "operator", tagValue: tag0},message:"value of tag \"operator\" must be in oneOf"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  else {
  const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "operator", tagValue: tag0},message:"tag \"operator\" must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  validate28.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate28.evaluated = {"dynamicProps":true,"dynamicItems":false};


  function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.event === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.event !== undefined){
  let data0 = data.event;
  if(typeof data0 !== "string"){
  const err1 = {instancePath:instancePath+"/event",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(((((((((((data0 === "task.created") || (data0 === "task.updated")) || (data0 === "task.completed")) || (data0 === "task.deleted")) || (data0 === "member.invited")) || (data0 === "member.joined")) || (data0 === "member.role_changed")) || (data0 === "member.removed")) || (data0 === "project.created")) || (data0 === "project.updated")) || (data0 === "project.archived"))){
  const err2 = {instancePath:instancePath+"/event",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.filters !== undefined){
  let data1 = data.filters;
  if(Array.isArray(data1)){
  if(data1.length > 20){
  const err3 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate28(data1[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.match !== undefined){
  let data3 = data.match;
  if(typeof data3 !== "string"){
  const err5 = {instancePath:instancePath+"/match",schemaPath:"urn:openapi:components#/$defs/FilterMatch/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!((data3 === "all") || (data3 === "any"))){
  const err6 = {instancePath:instancePath+"/match",schemaPath:"urn:openapi:components#/$defs/FilterMatch/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "event") && (key0 !== "filters")) && (key0 !== "match")){
  const err7 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  else {
  const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
  }
  validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema51 = {"type":"object","oneOf":[{"$ref":"urn:openapi:components#/$defs/SendSlackMessageAction"},{"$ref":"urn:openapi:components#/$defs/SendEmailAction"},{"$ref":"urn:openapi:components#/$defs/CreateTaskAction"},{"$ref":"urn:openapi:components#/$defs/UpdateTaskAction"},{"$ref":"urn:openapi:components#/$defs/CallWebhookAction"}],"discriminator":{"propertyName":"type"},"description":"One step of an automation, run in order. `config` depends on `type`."};
  const schema52 = {"type":"object","required":["type","config"],"properties":{"type":{"type":"string","enum":["send_slack_message"],"description":"Always `send_slack_message`."},"config":{"allOf":[{"$ref":"urn:openapi:components#/$defs/SlackMessageConfig"}],"description":"Channel and message."}},"unevaluatedProperties":false,"description":"Posts a message to a Slack channel."};
  const schema53 = {"type":"object","required":["channel","message"],"properties":{"channel":{"type":"string","minLength":1,"maxLength":80,"description":"Channel id or name, e.g. `#launch` or `C024BE91L`."},"message":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"maxLength":4000,"description":"Message text (templated), up to 4,000 characters."}},"unevaluatedProperties":false,"description":"Config of `send_slack_message`: posts with the Slack Web API `chat.postMessage`."};
  const schema54 = {"type":"string","minLength":1,"maxLength":10000,"description":"Text that may hold template variables `{{resource.field}}` over `project`, `actor`, `workspace`, `task`, `member` and the event data; an unknown variable renders as empty text. At most 10,000 characters and 100 variables; a run renders only what its author may read."};

  function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.channel === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.message === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.channel !== undefined){
  let data0 = data.channel;
  if(typeof data0 === "string"){
  if(func1(data0) > 80){
  const err2 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err3 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.message !== undefined){
  let data1 = data.message;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err5 = {instancePath:instancePath+"/message",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err6 = {instancePath:instancePath+"/message",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/message",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(typeof data1 === "string"){
  if(func1(data1) > 4000){
  const err8 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  for(const key0 in data){
  if((key0 !== "channel") && (key0 !== "message")){
  const err9 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  }
  else {
  const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
  }
  validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.config === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "send_slack_message")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema52.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.config !== undefined){
  if(!(validate42(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
  errors = vErrors.length;
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "config")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate41.errors = vErrors;
  return errors === 0;
  }
  validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema55 = {"type":"object","required":["type","config"],"properties":{"type":{"type":"string","enum":["send_email"],"description":"Always `send_email`."},"config":{"allOf":[{"$ref":"urn:openapi:components#/$defs/EmailConfig"}],"description":"Recipient, subject and body."}},"unevaluatedProperties":false,"description":"Sends an e-mail."};
  const schema56 = {"type":"object","required":["to","subject","body"],"properties":{"to":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"maxLength":320,"description":"Recipient address (templated, e.g. `{{member.email}}`)."},"subject":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"maxLength":998,"description":"Subject (templated)."},"body":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"description":"Plain-text body (templated)."}},"unevaluatedProperties":false,"description":"Config of `send_email`: sends through the service's mailer."};

  function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.to === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.subject === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.body === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.to !== undefined){
  let data0 = data.to;
  if(typeof data0 === "string"){
  if(func1(data0) > 10000){
  const err3 = {instancePath:instancePath+"/to",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err4 = {instancePath:instancePath+"/to",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  else {
  const err5 = {instancePath:instancePath+"/to",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(typeof data0 === "string"){
  if(func1(data0) > 320){
  const err6 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  if(data.subject !== undefined){
  let data1 = data.subject;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err7 = {instancePath:instancePath+"/subject",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err8 = {instancePath:instancePath+"/subject",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/subject",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  if(typeof data1 === "string"){
  if(func1(data1) > 998){
  const err10 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 998},message:"must NOT have more than 998 characters"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  if(data.body !== undefined){
  let data2 = data.body;
  if(typeof data2 === "string"){
  if(func1(data2) > 10000){
  const err11 = {instancePath:instancePath+"/body",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(func1(data2) < 1){
  const err12 = {instancePath:instancePath+"/body",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  else {
  const err13 = {instancePath:instancePath+"/body",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "to") && (key0 !== "subject")) && (key0 !== "body")){
  const err14 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  }
  }
  else {
  const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
  }
  validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.config === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "send_email")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema55.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.config !== undefined){
  if(!(validate45(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
  errors = vErrors.length;
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "config")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
  }
  validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema60 = {"type":"object","required":["type","config"],"properties":{"type":{"type":"string","enum":["create_task"],"description":"Always `create_task`."},"config":{"allOf":[{"$ref":"urn:openapi:components#/$defs/CreateTaskConfig"}],"description":"The task to create."}},"unevaluatedProperties":false,"description":"Creates a task."};
  const schema61 = {"type":"object","required":["name"],"properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"maxLength":255,"description":"Task name (templated); rendered to at most 255 characters."},"description":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"description":"Task description (templated)."},"project_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ProjectId"}],"description":"Project for the task; default the automation's project. Must be in the same workspace."},"assignee_member_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/MemberId"}],"description":"Assignee; must be able to see the project."}},"unevaluatedProperties":false,"description":"Config of `create_task`."};
  const schema65 = {"type":"string","pattern":"^mem_[0-9A-Za-z]+$","description":"Member identifier, prefix `mem_`.","examples":["mem_01jd7m5h8j9k0l1m2n3p"]};
  const pattern9 = new RegExp("^mem_[0-9A-Za-z]+$", "u");

  function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.name === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 10000){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  if(data.description !== undefined){
  let data1 = data.description;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err5 = {instancePath:instancePath+"/description",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err6 = {instancePath:instancePath+"/description",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/description",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(data.project_id !== undefined){
  let data2 = data.project_id;
  if(typeof data2 === "string"){
  if(!pattern5.test(data2)){
  const err8 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/pattern",keyword:"pattern",params:{pattern: "^proj_[0-9A-Za-z]+$"},message:"must match pattern \""+"^proj_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  if(data.assignee_member_id !== undefined){
  let data3 = data.assignee_member_id;
  if(typeof data3 === "string"){
  if(!pattern9.test(data3)){
  const err10 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/pattern",keyword:"pattern",params:{pattern: "^mem_[0-9A-Za-z]+$"},message:"must match pattern \""+"^mem_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  else {
  const err11 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((((key0 !== "name") && (key0 !== "description")) && (key0 !== "project_id")) && (key0 !== "assignee_member_id")){
  const err12 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  }
  else {
  const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
  }
  validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.config === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "create_task")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema60.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.config !== undefined){
  if(!(validate48(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
  errors = vErrors.length;
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "config")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
  }
  validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema66 = {"type":"object","required":["type","config"],"properties":{"type":{"type":"string","enum":["update_task"],"description":"Always `update_task`."},"config":{"allOf":[{"$ref":"urn:openapi:components#/$defs/UpdateTaskConfig"}],"description":"The changes."}},"unevaluatedProperties":false,"description":"Changes a task."};
  const schema67 = {"type":"object","properties":{"task_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TaskId"}],"description":"The task to change; default the task of the triggering event."},"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"maxLength":255,"description":"New name (templated)."},"description":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TemplateText"}],"description":"New description (templated)."},"status":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TaskStatus"}],"description":"New state."},"assignee_member_id":{"anyOf":[{"$ref":"urn:openapi:components#/$defs/MemberId"},{"type":"null"}],"description":"New assignee, or `null` to unassign."}},"unevaluatedProperties":false,"description":"Config of `update_task`."};
  const schema68 = {"type":"string","pattern":"^task_[0-9A-Za-z]+$","description":"Task identifier, prefix `task_`. **Extension.**","examples":["task_01jd7m7x1y2z3a4b5c6d"]};
  const schema71 = {"type":"string","enum":["open","completed"],"description":"Task state. Moving to `completed` sets `completed_at` and fires `task.completed`. **Extension.**"};
  const pattern10 = new RegExp("^task_[0-9A-Za-z]+$", "u");

  function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.task_id !== undefined){
  let data0 = data.task_id;
  if(typeof data0 === "string"){
  if(!pattern10.test(data0)){
  const err0 = {instancePath:instancePath+"/task_id",schemaPath:"urn:openapi:components#/$defs/TaskId/pattern",keyword:"pattern",params:{pattern: "^task_[0-9A-Za-z]+$"},message:"must match pattern \""+"^task_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  else {
  const err1 = {instancePath:instancePath+"/task_id",schemaPath:"urn:openapi:components#/$defs/TaskId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(data.name !== undefined){
  let data1 = data.name;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err3 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  }
  if(data.description !== undefined){
  let data2 = data.description;
  if(typeof data2 === "string"){
  if(func1(data2) > 10000){
  const err6 = {instancePath:instancePath+"/description",schemaPath:"urn:openapi:components#/$defs/TemplateText/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  if(func1(data2) < 1){
  const err7 = {instancePath:instancePath+"/description",schemaPath:"urn:openapi:components#/$defs/TemplateText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  else {
  const err8 = {instancePath:instancePath+"/description",schemaPath:"urn:openapi:components#/$defs/TemplateText/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(data.status !== undefined){
  let data3 = data.status;
  if(typeof data3 !== "string"){
  const err9 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  if(!((data3 === "open") || (data3 === "completed"))){
  const err10 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  if(data.assignee_member_id !== undefined){
  let data4 = data.assignee_member_id;
  const _errs18 = errors;
  let valid9 = false;
  const _errs19 = errors;
  if(typeof data4 === "string"){
  if(!pattern9.test(data4)){
  const err11 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/pattern",keyword:"pattern",params:{pattern: "^mem_[0-9A-Za-z]+$"},message:"must match pattern \""+"^mem_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  else {
  const err12 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  var _valid0 = _errs19 === errors;
  valid9 = valid9 || _valid0;
  const _errs22 = errors;
  if(data4 !== null){
  const err13 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"#/properties/assignee_member_id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  var _valid0 = _errs22 === errors;
  valid9 = valid9 || _valid0;
  if(!valid9){
  const err14 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"#/properties/assignee_member_id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  else {
  errors = _errs18;
  if(vErrors !== null){
  if(_errs18){
  vErrors.length = _errs18;
  }
  else {
  vErrors = null;
  }
  }
  }
  }
  for(const key0 in data){
  if(((((key0 !== "task_id") && (key0 !== "name")) && (key0 !== "description")) && (key0 !== "status")) && (key0 !== "assignee_member_id")){
  const err15 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  }
  }
  else {
  const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
  }
  validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.config === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "update_task")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema66.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.config !== undefined){
  if(!(validate51(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
  errors = vErrors.length;
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "config")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
  }
  validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema73 = {"type":"object","required":["type","config"],"properties":{"type":{"type":"string","enum":["call_webhook"],"description":"Always `call_webhook`."},"config":{"allOf":[{"$ref":"urn:openapi:components#/$defs/CallWebhookConfig"}],"description":"The request."}},"unevaluatedProperties":false,"description":"Calls an HTTPS endpoint."};
  const schema74 = {"type":"object","required":["url"],"properties":{"url":{"type":"string","maxLength":2048,"pattern":"^https://","description":"HTTPS URL (templated)."},"method":{"allOf":[{"$ref":"urn:openapi:components#/$defs/HttpMethod"}],"description":"Method; default `POST`.","default":"POST"},"headers":{"type":"object","unevaluatedProperties":{"$ref":"urn:openapi:components#/$defs/HeaderValue"},"description":"Extra request headers: at most 20; each name 1 to 256 characters (an HTTP token), each value (templated) at most 4,096 characters without line breaks. Values are write-only: they are stored encrypted and read back as `********`; sending `********` for a header the action already has keeps its stored value."},"body":{"type":"string","maxLength":10000,"description":"Request body (templated); sent as `application/json` unless a `Content-Type` header says otherwise."}},"unevaluatedProperties":false,"description":"Config of `call_webhook`: an HTTPS request with a 10 s time-out; private and loopback targets are refused."};
  const schema75 = {"type":"string","enum":["GET","POST","PUT","PATCH","DELETE"],"description":"HTTP methods of `call_webhook`."};
  const schema76 = {"type":"string","maxLength":4096,"description":"A `call_webhook` header value (templated); write-only: read back as `********`."};
  const pattern12 = new RegExp("^https://", "u");

  function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.method === undefined){
  data.method = "POST";
  }
  if(data.url === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.url !== undefined){
  let data0 = data.url;
  if(typeof data0 === "string"){
  if(func1(data0) > 2048){
  const err1 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!pattern12.test(data0)){
  const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  let data1 = data.method;
  if(typeof data1 !== "string"){
  const err4 = {instancePath:instancePath+"/method",schemaPath:"urn:openapi:components#/$defs/HttpMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(!(((((data1 === "GET") || (data1 === "POST")) || (data1 === "PUT")) || (data1 === "PATCH")) || (data1 === "DELETE"))){
  const err5 = {instancePath:instancePath+"/method",schemaPath:"urn:openapi:components#/$defs/HttpMethod/enum",keyword:"enum",params:{allowedValues: schema75.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(data.headers !== undefined){
  let data2 = data.headers;
  if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
  for(const key0 in data2){
  let data3 = data2[key0];
  if(typeof data3 === "string"){
  if(func1(data3) > 4096){
  const err6 = {instancePath:instancePath+"/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"urn:openapi:components#/$defs/HeaderValue/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"urn:openapi:components#/$defs/HeaderValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  else {
  const err8 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(data.body !== undefined){
  let data4 = data.body;
  if(typeof data4 === "string"){
  if(func1(data4) > 10000){
  const err9 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  else {
  const err10 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  for(const key1 in data){
  if((((key1 !== "url") && (key1 !== "method")) && (key1 !== "headers")) && (key1 !== "body")){
  const err11 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  }
  else {
  const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
  }
  validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.config === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "call_webhook")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema73.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.config !== undefined){
  if(!(validate54(data.config, {instancePath:instancePath+"/config",parentData:data,parentDataProperty:"config",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
  errors = vErrors.length;
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "config")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
  }
  validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate40.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  const tag0 = data.type;
  if(typeof tag0 == "string"){
  if(tag0 === "send_slack_message"){
  if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
  errors = vErrors.length;
  }
  var props0 = true;
  }
  else if(tag0 === "send_email"){
  if(!(validate44(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "create_task"){
  if(!(validate47(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "update_task"){
  if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "call_webhook"){
  if(!(validate53(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else {
  const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  else {
  const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate40.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate40.evaluated = {"dynamicProps":true,"dynamicItems":false};


  function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.enabled === undefined){
  data.enabled = true;
  }
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.trigger === undefined){
  const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(data.actions === undefined){
  const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 === "string"){
  if(!pattern5.test(data0)){
  const err5 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/pattern",keyword:"pattern",params:{pattern: "^proj_[0-9A-Za-z]+$"},message:"must match pattern \""+"^proj_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.name !== undefined){
  let data1 = data.name;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err7 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err8 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  if(data.type !== undefined){
  let data2 = data.type;
  if(typeof data2 !== "string"){
  const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  if(!(data2 === "event")){
  const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema39.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  if(typeof data.enabled !== "boolean"){
  const err12 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  if(data.trigger !== undefined){
  if(!(validate27(data.trigger, {instancePath:instancePath+"/trigger",parentData:data,parentDataProperty:"trigger",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
  errors = vErrors.length;
  }
  }
  if(data.actions !== undefined){
  let data5 = data.actions;
  if(Array.isArray(data5)){
  if(data5.length > 20){
  const err13 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  if(data5.length < 1){
  const err14 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  const len0 = data5.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate40(data5[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err15 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((((((key0 !== "project_id") && (key0 !== "name")) && (key0 !== "type")) && (key0 !== "enabled")) && (key0 !== "trigger")) && (key0 !== "actions")){
  const err16 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  }
  }
  else {
  const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  validate26.errors = vErrors;
  return errors === 0;
  }
  validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema77 = {"type":"object","required":["project_id","name","type","trigger","actions"],"properties":{"project_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ProjectId"}],"description":"Owning project."},"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Name, 1 to 255 characters."},"type":{"type":"string","enum":["scheduled"],"description":"`scheduled`; fixed afterwards."},"enabled":{"type":"boolean","description":"Default `true`; `false` creates it paused.","default":true},"trigger":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ScheduledTrigger"}],"description":"The schedule that starts it."},"actions":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/Action"},"minItems":1,"maxItems":20,"description":"The ordered actions, 1 to 20."}},"unevaluatedProperties":false,"description":"Creates an automation started by a cron schedule."};
  const schema80 = {"type":"object","required":["schedule"],"properties":{"schedule":{"type":"string","minLength":9,"maxLength":255,"description":"Five-field cron expression (minute, hour, day of month, month, day of week; Sunday is 0 or 7, Monday 1), evaluated in the workspace time zone. The interval between consecutive fire times must be at least the plan's minimum (free 60 min, pro 15 min, enterprise 1 min)."}},"unevaluatedProperties":false,"description":"What starts a `scheduled` automation: a cron schedule."};

  function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate62.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.enabled === undefined){
  data.enabled = true;
  }
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.trigger === undefined){
  const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(data.actions === undefined){
  const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 === "string"){
  if(!pattern5.test(data0)){
  const err5 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/pattern",keyword:"pattern",params:{pattern: "^proj_[0-9A-Za-z]+$"},message:"must match pattern \""+"^proj_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.name !== undefined){
  let data1 = data.name;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err7 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err8 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  if(data.type !== undefined){
  let data2 = data.type;
  if(typeof data2 !== "string"){
  const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  if(!(data2 === "scheduled")){
  const err11 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema77.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  if(typeof data.enabled !== "boolean"){
  const err12 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  if(data.trigger !== undefined){
  let data4 = data.trigger;
  if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
  if(data4.schedule === undefined){
  const err13 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  if(data4.schedule !== undefined){
  let data5 = data4.schedule;
  if(typeof data5 === "string"){
  if(func1(data5) > 255){
  const err14 = {instancePath:instancePath+"/trigger/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  if(func1(data5) < 9){
  const err15 = {instancePath:instancePath+"/trigger/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  }
  else {
  const err16 = {instancePath:instancePath+"/trigger/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  }
  for(const key0 in data4){
  if(key0 !== "schedule"){
  const err17 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  }
  }
  else {
  const err18 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err18];
  }
  else {
  vErrors.push(err18);
  }
  errors++;
  }
  }
  if(data.actions !== undefined){
  let data6 = data.actions;
  if(Array.isArray(data6)){
  if(data6.length > 20){
  const err19 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
  if(vErrors === null){
  vErrors = [err19];
  }
  else {
  vErrors.push(err19);
  }
  errors++;
  }
  if(data6.length < 1){
  const err20 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err20];
  }
  else {
  vErrors.push(err20);
  }
  errors++;
  }
  const len0 = data6.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate40(data6[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err21 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err21];
  }
  else {
  vErrors.push(err21);
  }
  errors++;
  }
  }
  for(const key1 in data){
  if((((((key1 !== "project_id") && (key1 !== "name")) && (key1 !== "type")) && (key1 !== "enabled")) && (key1 !== "trigger")) && (key1 !== "actions")){
  const err22 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err22];
  }
  else {
  vErrors.push(err22);
  }
  errors++;
  }
  }
  }
  else {
  const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err23];
  }
  else {
  vErrors.push(err23);
  }
  errors++;
  }
  validate62.errors = vErrors;
  return errors === 0;
  }
  validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  const tag0 = data.type;
  if(typeof tag0 == "string"){
  if(tag0 === "event"){
  if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
  errors = vErrors.length;
  }
  var props0 = true;
  }
  else if(tag0 === "scheduled"){
  if(!(validate62(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else {
  const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  else {
  const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate25.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate25.evaluated = {"dynamicProps":true,"dynamicItems":false};


  function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate24.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
  errors = vErrors.length;
  }
  else {
  var props0 = validate25.evaluated.props;
  }
  validate24.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};

  exports["previewScheduleDeprecated.body"] = validate67;
  const schema81 = {"$ref":"urn:openapi:components#/$defs/SchedulePreviewRequest"};
  const schema82 = {"type":"object","required":["schedule"],"properties":{"schedule":{"type":"string","minLength":9,"maxLength":255,"description":"Five-field cron expression, as in `trigger.schedule`."},"timezone":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TimeZone"}],"description":"IANA time zone; default the workspace's."},"count":{"type":"integer","format":"int32","minimum":1,"maximum":100,"description":"How many fire times, 1 to 100; default 10.","default":10},"workspace_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/WorkspaceId"}],"description":"Whose plan and time zone apply; default the key's home workspace (400 when it has none)."}},"unevaluatedProperties":false,"description":"Body of POST /v1/schedule-previews: a schedule to try before saving it. **Extension.**"};
  const schema83 = {"type":"string","minLength":1,"maxLength":64,"description":"An IANA time-zone identifier such as `Europe/Berlin`; unknown zones are refused with 422.","examples":["Europe/Berlin"]};
  const formats2 = ajvFormats.int32;

  function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate68.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.count === undefined){
  data.count = 10;
  }
  if(data.schedule === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.schedule !== undefined){
  let data0 = data.schedule;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err1 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 9){
  const err2 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.timezone !== undefined){
  let data1 = data.timezone;
  if(typeof data1 === "string"){
  if(func1(data1) > 64){
  const err4 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err5 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  let data2 = data.count;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  const err7 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  const err8 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  if(data2 < 1 || isNaN(data2)){
  const err9 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  if(!(formats2.validate(data2))){
  const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  if(data.workspace_id !== undefined){
  let data3 = data.workspace_id;
  if(typeof data3 === "string"){
  if(!pattern4.test(data3)){
  const err11 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/pattern",keyword:"pattern",params:{pattern: "^ws_[0-9A-Za-z]+$"},message:"must match pattern \""+"^ws_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  else {
  const err12 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((((key0 !== "schedule") && (key0 !== "timezone")) && (key0 !== "count")) && (key0 !== "workspace_id")){
  const err13 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  }
  else {
  const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  validate68.errors = vErrors;
  return errors === 0;
  }
  validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate67.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate68(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
  errors = vErrors.length;
  }
  validate67.errors = vErrors;
  return errors === 0;
  }
  validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateAutomation.body"] = validate70;
  const schema85 = {"$ref":"urn:openapi:components#/$defs/UpdateAutomationRequest"};
  const schema86 = {"type":"object","properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"New name."},"enabled":{"type":"boolean","description":"`false` stops it (history kept), `true` resumes it."},"trigger":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Trigger"}],"description":"Replaces the whole trigger; must fit the automation's type."},"actions":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/Action"},"minItems":1,"maxItems":20,"description":"Replaces the whole action list, 1 to 20."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/automations/{automation_id}: only the fields to change; `trigger` and `actions` are replaced whole."};
  const schema88 = {"type":"object"};

  function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate71.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err0 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.enabled !== undefined){
  if(typeof data.enabled !== "boolean"){
  const err3 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.trigger !== undefined){
  let data2 = data.trigger;
  if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
  const err4 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/Trigger/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.actions !== undefined){
  let data3 = data.actions;
  if(Array.isArray(data3)){
  if(data3.length > 20){
  const err5 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(data3.length < 1){
  const err6 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  const len0 = data3.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate40(data3[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((((key0 !== "name") && (key0 !== "enabled")) && (key0 !== "trigger")) && (key0 !== "actions")){
  const err8 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate71.errors = vErrors;
  return errors === 0;
  }
  validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate70.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate71(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
  errors = vErrors.length;
  }
  validate70.errors = vErrors;
  return errors === 0;
  }
  validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["testAutomation.body"] = validate74;
  const schema89 = {"$ref":"urn:openapi:components#/$defs/AutomationDryRunRequest"};
  const schema90 = {"type":"object","properties":{"event_type":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TriggerEventName"}],"description":"The event type to try; default the automation's `trigger.event`. Another type shows that it would not start the automation. Only for `event` automations."},"data":{"type":"object","unevaluatedProperties":{},"description":"The event's data, used as given (it need not be complete: what it lacks renders empty and is listed in `unresolved`), at most 16,384 bytes as JSON. Without it: the latest such event, else a sample. Only for `event` automations."}},"unevaluatedProperties":false,"description":"Body of POST /v1/automations/{automation_id}/test; optional. **Extension.**"};

  function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate75.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.event_type !== undefined){
  let data0 = data.event_type;
  if(typeof data0 !== "string"){
  const err0 = {instancePath:instancePath+"/event_type",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(!(((((((((((data0 === "task.created") || (data0 === "task.updated")) || (data0 === "task.completed")) || (data0 === "task.deleted")) || (data0 === "member.invited")) || (data0 === "member.joined")) || (data0 === "member.role_changed")) || (data0 === "member.removed")) || (data0 === "project.created")) || (data0 === "project.updated")) || (data0 === "project.archived"))){
  const err1 = {instancePath:instancePath+"/event_type",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(data.data !== undefined){
  let data1 = data.data;
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  }
  else {
  const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  for(const key1 in data){
  if((key1 !== "event_type") && (key1 !== "data")){
  const err3 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate75.errors = vErrors;
  return errors === 0;
  }
  validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate74.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate75(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
  errors = vErrors.length;
  }
  validate74.errors = vErrors;
  return errors === 0;
  }
  validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["markNotificationsRead.body"] = validate77;
  const schema92 = {"$ref":"urn:openapi:components#/$defs/MarkNotificationsReadRequest"};
  const schema93 = {"type":"object","properties":{"workspace_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/WorkspaceId"}],"description":"Only this workspace's notifications (404 if the caller is not a member)."},"before":{"type":"string","format":"date-time","description":"Only notifications created at or before this time (e.g. the newest one the interface showed)."}},"unevaluatedProperties":false,"description":"Body of POST /v1/notifications/mark-read. **Extension.**"};
  const formats4 = ajvFormats["date-time"];

  function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate78.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 === "string"){
  if(!pattern4.test(data0)){
  const err0 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/pattern",keyword:"pattern",params:{pattern: "^ws_[0-9A-Za-z]+$"},message:"must match pattern \""+"^ws_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  else {
  const err1 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(data.before !== undefined){
  let data1 = data.before;
  if(typeof data1 === "string"){
  if(!(formats4.validate(data1))){
  const err2 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/before",schemaPath:"#/properties/before/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((key0 !== "workspace_id") && (key0 !== "before")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate78.errors = vErrors;
  return errors === 0;
  }
  validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate77.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
  errors = vErrors.length;
  }
  validate77.errors = vErrors;
  return errors === 0;
  }
  validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateNotification.body"] = validate80;
  const schema95 = {"$ref":"urn:openapi:components#/$defs/UpdateNotificationRequest"};
  const schema96 = {"type":"object","required":["read"],"properties":{"read":{"type":"boolean","description":"`true` marks it read (now, unless it already was); `false` marks it unread."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/notifications/{notification_id}. **Extension.**"};

  function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate80.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.read === undefined){
  const err0 = {instancePath,schemaPath:"urn:openapi:components#/$defs/UpdateNotificationRequest/required",keyword:"required",params:{missingProperty: "read"},message:"must have required property '"+"read"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.read !== undefined){
  if(typeof data.read !== "boolean"){
  const err1 = {instancePath:instancePath+"/read",schemaPath:"urn:openapi:components#/$defs/UpdateNotificationRequest/properties/read/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(key0 !== "read"){
  const err2 = {instancePath,schemaPath:"urn:openapi:components#/$defs/UpdateNotificationRequest/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  }
  else {
  const err3 = {instancePath,schemaPath:"urn:openapi:components#/$defs/UpdateNotificationRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  validate80.errors = vErrors;
  return errors === 0;
  }
  validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createProject.body"] = validate81;
  const schema97 = {"$ref":"urn:openapi:components#/$defs/CreateProjectRequest"};
  const schema98 = {"type":"object","required":["workspace_id","name"],"properties":{"workspace_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/WorkspaceId"}],"description":"The workspace to create the project in; one the caller cannot see gives 404."},"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Name, 1 to 255 characters."},"description":{"type":"string","maxLength":10000,"description":"Description, up to 10,000 characters; default empty.","default":""},"color":{"allOf":[{"$ref":"urn:openapi:components#/$defs/HexColor"}],"description":"Colour, `#RRGGBB`; default `#6B7280`.","default":"#6B7280"},"visibility":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Visibility"}],"description":"Visibility; default `private`. The creator is added to a private project.","default":"private"}},"unevaluatedProperties":false,"description":"Body of POST /v1/projects. Needs editor permission in the workspace."};
  const schema101 = {"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"A 6-digit hex colour with a leading `#`, e.g. `#6B7280`.","examples":["#6B7280"]};
  const schema102 = {"type":"string","enum":["private","shared"],"description":"Who can see a project: `private`, only owners, admins and members added to the project; `shared`, every workspace member."};
  const pattern17 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");

  function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate82.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.description === undefined){
  data.description = "";
  }
  if(data.color === undefined){
  data.color = "#6B7280";
  }
  if(data.visibility === undefined){
  data.visibility = "private";
  }
  if(data.workspace_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workspace_id"},message:"must have required property '"+"workspace_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data0 = data.workspace_id;
  if(typeof data0 === "string"){
  if(!pattern4.test(data0)){
  const err2 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/pattern",keyword:"pattern",params:{pattern: "^ws_[0-9A-Za-z]+$"},message:"must match pattern \""+"^ws_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.name !== undefined){
  let data1 = data.name;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err4 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err5 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  let data2 = data.description;
  if(typeof data2 === "string"){
  if(func1(data2) > 10000){
  const err7 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  else {
  const err8 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  let data3 = data.color;
  if(typeof data3 === "string"){
  if(!pattern17.test(data3)){
  const err9 = {instancePath:instancePath+"/color",schemaPath:"urn:openapi:components#/$defs/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  else {
  const err10 = {instancePath:instancePath+"/color",schemaPath:"urn:openapi:components#/$defs/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  let data4 = data.visibility;
  if(typeof data4 !== "string"){
  const err11 = {instancePath:instancePath+"/visibility",schemaPath:"urn:openapi:components#/$defs/Visibility/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(!((data4 === "private") || (data4 === "shared"))){
  const err12 = {instancePath:instancePath+"/visibility",schemaPath:"urn:openapi:components#/$defs/Visibility/enum",keyword:"enum",params:{allowedValues: schema102.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  for(const key0 in data){
  if(((((key0 !== "workspace_id") && (key0 !== "name")) && (key0 !== "description")) && (key0 !== "color")) && (key0 !== "visibility")){
  const err13 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  }
  else {
  const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  validate82.errors = vErrors;
  return errors === 0;
  }
  validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate81.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate82(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors);
  errors = vErrors.length;
  }
  validate81.errors = vErrors;
  return errors === 0;
  }
  validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateProject.body"] = validate84;
  const schema103 = {"$ref":"urn:openapi:components#/$defs/UpdateProjectRequest"};
  const schema104 = {"type":"object","properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"New name."},"description":{"type":"string","maxLength":10000,"description":"New description."},"color":{"allOf":[{"$ref":"urn:openapi:components#/$defs/HexColor"}],"description":"New colour."},"visibility":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Visibility"}],"description":"New visibility."},"archived":{"type":"boolean","description":"`true` archives (read-only; enabled automations are paused), `false` restores (exactly the automations archiving paused are re-enabled)."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/projects/{project_id}: only the fields to change. An archived project accepts only `archived: false` (409 otherwise)."};

  function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate85.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err0 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.description !== undefined){
  let data1 = data.description;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.color !== undefined){
  let data2 = data.color;
  if(typeof data2 === "string"){
  if(!pattern17.test(data2)){
  const err5 = {instancePath:instancePath+"/color",schemaPath:"urn:openapi:components#/$defs/HexColor/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/color",schemaPath:"urn:openapi:components#/$defs/HexColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.visibility !== undefined){
  let data3 = data.visibility;
  if(typeof data3 !== "string"){
  const err7 = {instancePath:instancePath+"/visibility",schemaPath:"urn:openapi:components#/$defs/Visibility/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(!((data3 === "private") || (data3 === "shared"))){
  const err8 = {instancePath:instancePath+"/visibility",schemaPath:"urn:openapi:components#/$defs/Visibility/enum",keyword:"enum",params:{allowedValues: schema102.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  if(data.archived !== undefined){
  if(typeof data.archived !== "boolean"){
  const err9 = {instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((((key0 !== "name") && (key0 !== "description")) && (key0 !== "color")) && (key0 !== "visibility")) && (key0 !== "archived")){
  const err10 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  else {
  const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  validate85.errors = vErrors;
  return errors === 0;
  }
  validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate84.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate85(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
  errors = vErrors.length;
  }
  validate84.errors = vErrors;
  return errors === 0;
  }
  validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["addProjectMember.body"] = validate87;
  const schema108 = {"$ref":"urn:openapi:components#/$defs/AddProjectMemberRequest"};
  const schema109 = {"type":"object","required":["member_id"],"properties":{"member_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/MemberId"}],"description":"A member of the project's workspace."}},"unevaluatedProperties":false,"description":"Body of POST /v1/projects/{project_id}/members. **Extension.**"};

  function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate88.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.member_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "member_id"},message:"must have required property '"+"member_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.member_id !== undefined){
  let data0 = data.member_id;
  if(typeof data0 === "string"){
  if(!pattern9.test(data0)){
  const err1 = {instancePath:instancePath+"/member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/pattern",keyword:"pattern",params:{pattern: "^mem_[0-9A-Za-z]+$"},message:"must match pattern \""+"^mem_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(key0 !== "member_id"){
  const err3 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate88.errors = vErrors;
  return errors === 0;
  }
  validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate87.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
  errors = vErrors.length;
  }
  validate87.errors = vErrors;
  return errors === 0;
  }
  validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createTask.body"] = validate90;
  const schema111 = {"$ref":"urn:openapi:components#/$defs/CreateTaskRequest"};
  const schema112 = {"type":"object","required":["name"],"properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Name, 1 to 255 characters."},"description":{"type":"string","maxLength":10000,"description":"Description, up to 10,000 characters.","default":""},"status":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TaskStatus"}],"description":"Initial state; default `open`.","default":"open"},"assignee_member_id":{"anyOf":[{"$ref":"urn:openapi:components#/$defs/MemberId"},{"type":"null"}],"description":"A member of the project's workspace who can see the project, or `null`.","default":null}},"unevaluatedProperties":false,"description":"Body of POST /v1/projects/{project_id}/tasks. **Extension.**"};

  function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.description === undefined){
  data.description = "";
  }
  if(data.status === undefined){
  data.status = "open";
  }
  if(data.assignee_member_id === undefined){
  data.assignee_member_id = null;
  }
  if(data.name === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  let data1 = data.description;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  else {
  const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  let data2 = data.status;
  if(typeof data2 !== "string"){
  const err6 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  if(!((data2 === "open") || (data2 === "completed"))){
  const err7 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  let data3 = data.assignee_member_id;
  const _errs12 = errors;
  let valid5 = false;
  const _errs13 = errors;
  if(typeof data3 === "string"){
  if(!pattern9.test(data3)){
  const err8 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/pattern",keyword:"pattern",params:{pattern: "^mem_[0-9A-Za-z]+$"},message:"must match pattern \""+"^mem_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  var _valid0 = _errs13 === errors;
  valid5 = valid5 || _valid0;
  const _errs16 = errors;
  if(data3 !== null){
  const err10 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"#/properties/assignee_member_id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  var _valid0 = _errs16 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const err11 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"#/properties/assignee_member_id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  else {
  errors = _errs12;
  if(vErrors !== null){
  if(_errs12){
  vErrors.length = _errs12;
  }
  else {
  vErrors = null;
  }
  }
  }
  for(const key0 in data){
  if((((key0 !== "name") && (key0 !== "description")) && (key0 !== "status")) && (key0 !== "assignee_member_id")){
  const err12 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  }
  else {
  const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  validate91.errors = vErrors;
  return errors === 0;
  }
  validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate90.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate91(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
  errors = vErrors.length;
  }
  validate90.errors = vErrors;
  return errors === 0;
  }
  validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["previewSchedule.body"] = validate93;
  const schema116 = {"$ref":"urn:openapi:components#/$defs/SchedulePreviewRequest"};

  function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate94.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.count === undefined){
  data.count = 10;
  }
  if(data.schedule === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.schedule !== undefined){
  let data0 = data.schedule;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err1 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 9){
  const err2 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/schedule",schemaPath:"#/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.timezone !== undefined){
  let data1 = data.timezone;
  if(typeof data1 === "string"){
  if(func1(data1) > 64){
  const err4 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err5 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  let data2 = data.count;
  if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
  const err7 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if((typeof data2 == "number") && (isFinite(data2))){
  if(data2 > 100 || isNaN(data2)){
  const err8 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  if(data2 < 1 || isNaN(data2)){
  const err9 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  if(!(formats2.validate(data2))){
  const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  if(data.workspace_id !== undefined){
  let data3 = data.workspace_id;
  if(typeof data3 === "string"){
  if(!pattern4.test(data3)){
  const err11 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/pattern",keyword:"pattern",params:{pattern: "^ws_[0-9A-Za-z]+$"},message:"must match pattern \""+"^ws_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  else {
  const err12 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((((key0 !== "schedule") && (key0 !== "timezone")) && (key0 !== "count")) && (key0 !== "workspace_id")){
  const err13 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  }
  else {
  const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  validate94.errors = vErrors;
  return errors === 0;
  }
  validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate93.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate94(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
  errors = vErrors.length;
  }
  validate93.errors = vErrors;
  return errors === 0;
  }
  validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateTask.body"] = validate96;
  const schema120 = {"$ref":"urn:openapi:components#/$defs/UpdateTaskRequest"};
  const schema121 = {"type":"object","properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"New name."},"description":{"type":"string","maxLength":10000,"description":"New description."},"status":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TaskStatus"}],"description":"New state."},"assignee_member_id":{"anyOf":[{"$ref":"urn:openapi:components#/$defs/MemberId"},{"type":"null"}],"description":"New assignee, or `null` to unassign."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/tasks/{task_id}: only the fields to change. **Extension.**"};

  function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate97.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err0 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.description !== undefined){
  let data1 = data.description;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.status !== undefined){
  let data2 = data.status;
  if(typeof data2 !== "string"){
  const err5 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!((data2 === "open") || (data2 === "completed"))){
  const err6 = {instancePath:instancePath+"/status",schemaPath:"urn:openapi:components#/$defs/TaskStatus/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.assignee_member_id !== undefined){
  let data3 = data.assignee_member_id;
  const _errs12 = errors;
  let valid5 = false;
  const _errs13 = errors;
  if(typeof data3 === "string"){
  if(!pattern9.test(data3)){
  const err7 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/pattern",keyword:"pattern",params:{pattern: "^mem_[0-9A-Za-z]+$"},message:"must match pattern \""+"^mem_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  else {
  const err8 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"urn:openapi:components#/$defs/MemberId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  var _valid0 = _errs13 === errors;
  valid5 = valid5 || _valid0;
  const _errs16 = errors;
  if(data3 !== null){
  const err9 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"#/properties/assignee_member_id/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  var _valid0 = _errs16 === errors;
  valid5 = valid5 || _valid0;
  if(!valid5){
  const err10 = {instancePath:instancePath+"/assignee_member_id",schemaPath:"#/properties/assignee_member_id/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  else {
  errors = _errs12;
  if(vErrors !== null){
  if(_errs12){
  vErrors.length = _errs12;
  }
  else {
  vErrors = null;
  }
  }
  }
  }
  for(const key0 in data){
  if((((key0 !== "name") && (key0 !== "description")) && (key0 !== "status")) && (key0 !== "assignee_member_id")){
  const err11 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  }
  else {
  const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  validate97.errors = vErrors;
  return errors === 0;
  }
  validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate96.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate97(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
  errors = vErrors.length;
  }
  validate96.errors = vErrors;
  return errors === 0;
  }
  validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createWebhook.body"] = validate99;
  const schema125 = {"$ref":"urn:openapi:components#/$defs/CreateWebhookRequest"};
  const schema126 = {"type":"object","required":["url","events","secret"],"properties":{"url":{"allOf":[{"$ref":"urn:openapi:components#/$defs/HttpsUrl"}],"description":"HTTPS destination; `http://` gives 422, as does a host resolving to a private, loopback or link-local address."},"events":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/EventType"},"minItems":1,"maxItems":26,"description":"Event types to receive, at least one; duplicates are ignored."},"secret":{"type":"string","minLength":16,"maxLength":256,"description":"Signing secret, 16 to 256 characters: deliveries carry `Service-Signature: sha256=<hex HMAC-SHA256 of the raw body keyed with it>`. Write-only: never returned, cannot be changed by PATCH."},"enabled":{"type":"boolean","description":"Default `true`.","default":true},"workspace_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/WorkspaceId"}],"description":"The workspace; default the key's home workspace (400 when it has none). **Extension.**"}},"unevaluatedProperties":false,"description":"Body of POST /v1/webhooks. A signed test ping is sent to the URL first; it must answer 2xx within 5 seconds (422 naming the cause otherwise)."};
  const schema127 = {"type":"string","maxLength":2048,"pattern":"^https://[^\\s]+$","description":"An HTTPS URL.","examples":["https://hooks.acme.example/wsa"]};
  const schema128 = {"type":"string","enum":["automation.run.started","automation.run.completed","automation.run.failed","automation.created","automation.updated","automation.deleted","member.invited","member.joined","member.role_changed","member.removed","project.created","project.updated","project.archived","project.deleted","task.created","task.updated","task.completed","task.deleted","workflow.created","workflow.updated","workflow.deleted","workflow.run.started","workflow.run.completed","workflow.run.failed","billing.alert","notification.created","webhook.disabled"],"description":"Event types a webhook can subscribe to: the seed's 14 plus `task.*`, `workflow.*`, `billing.alert`, `notification.created` and `webhook.disabled` (**Extension**)."};
  const pattern23 = new RegExp("^https://[^\\s]+$", "u");

  function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate100.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.enabled === undefined){
  data.enabled = true;
  }
  if(data.url === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.events === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "events"},message:"must have required property '"+"events"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.secret === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "secret"},message:"must have required property '"+"secret"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.url !== undefined){
  let data0 = data.url;
  if(typeof data0 === "string"){
  if(func1(data0) > 2048){
  const err3 = {instancePath:instancePath+"/url",schemaPath:"urn:openapi:components#/$defs/HttpsUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(!pattern23.test(data0)){
  const err4 = {instancePath:instancePath+"/url",schemaPath:"urn:openapi:components#/$defs/HttpsUrl/pattern",keyword:"pattern",params:{pattern: "^https://[^\\s]+$"},message:"must match pattern \""+"^https://[^\\s]+$"+"\""};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  else {
  const err5 = {instancePath:instancePath+"/url",schemaPath:"urn:openapi:components#/$defs/HttpsUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  if(data.events !== undefined){
  let data1 = data.events;
  if(Array.isArray(data1)){
  if(data1.length > 26){
  const err6 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/maxItems",keyword:"maxItems",params:{limit: 26},message:"must NOT have more than 26 items"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  if(data1.length < 1){
  const err7 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  let data2 = data1[i0];
  if(typeof data2 !== "string"){
  const err8 = {instancePath:instancePath+"/events/" + i0,schemaPath:"urn:openapi:components#/$defs/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  if(!(((((((((((((((((((((((((((data2 === "automation.run.started") || (data2 === "automation.run.completed")) || (data2 === "automation.run.failed")) || (data2 === "automation.created")) || (data2 === "automation.updated")) || (data2 === "automation.deleted")) || (data2 === "member.invited")) || (data2 === "member.joined")) || (data2 === "member.role_changed")) || (data2 === "member.removed")) || (data2 === "project.created")) || (data2 === "project.updated")) || (data2 === "project.archived")) || (data2 === "project.deleted")) || (data2 === "task.created")) || (data2 === "task.updated")) || (data2 === "task.completed")) || (data2 === "task.deleted")) || (data2 === "workflow.created")) || (data2 === "workflow.updated")) || (data2 === "workflow.deleted")) || (data2 === "workflow.run.started")) || (data2 === "workflow.run.completed")) || (data2 === "workflow.run.failed")) || (data2 === "billing.alert")) || (data2 === "notification.created")) || (data2 === "webhook.disabled"))){
  const err9 = {instancePath:instancePath+"/events/" + i0,schemaPath:"urn:openapi:components#/$defs/EventType/enum",keyword:"enum",params:{allowedValues: schema128.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  }
  else {
  const err10 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  if(data.secret !== undefined){
  let data3 = data.secret;
  if(typeof data3 === "string"){
  if(func1(data3) > 256){
  const err11 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(func1(data3) < 16){
  const err12 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  }
  else {
  const err13 = {instancePath:instancePath+"/secret",schemaPath:"#/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  if(typeof data.enabled !== "boolean"){
  const err14 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  if(data.workspace_id !== undefined){
  let data5 = data.workspace_id;
  if(typeof data5 === "string"){
  if(!pattern4.test(data5)){
  const err15 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/pattern",keyword:"pattern",params:{pattern: "^ws_[0-9A-Za-z]+$"},message:"must match pattern \""+"^ws_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  }
  else {
  const err16 = {instancePath:instancePath+"/workspace_id",schemaPath:"urn:openapi:components#/$defs/WorkspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((((key0 !== "url") && (key0 !== "events")) && (key0 !== "secret")) && (key0 !== "enabled")) && (key0 !== "workspace_id")){
  const err17 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  }
  }
  else {
  const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err18];
  }
  else {
  vErrors.push(err18);
  }
  errors++;
  }
  validate100.errors = vErrors;
  return errors === 0;
  }
  validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate99.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate100(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
  errors = vErrors.length;
  }
  validate99.errors = vErrors;
  return errors === 0;
  }
  validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateWebhook.body"] = validate102;
  const schema130 = {"$ref":"urn:openapi:components#/$defs/UpdateWebhookRequest"};
  const schema131 = {"type":"object","properties":{"url":{"allOf":[{"$ref":"urn:openapi:components#/$defs/HttpsUrl"}],"description":"New HTTPS destination (pinged before it is saved)."},"events":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/EventType"},"minItems":1,"maxItems":26,"description":"Replaces the whole list of event types."},"enabled":{"type":"boolean","description":"`false` pauses deliveries and cancels pending retries; `true` resumes for new events."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/webhooks/{webhook_id}: only the fields to change; `events` is replaced whole. A new `url` is pinged first like on creation."};

  function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate103.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.url !== undefined){
  let data0 = data.url;
  if(typeof data0 === "string"){
  if(func1(data0) > 2048){
  const err0 = {instancePath:instancePath+"/url",schemaPath:"urn:openapi:components#/$defs/HttpsUrl/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(!pattern23.test(data0)){
  const err1 = {instancePath:instancePath+"/url",schemaPath:"urn:openapi:components#/$defs/HttpsUrl/pattern",keyword:"pattern",params:{pattern: "^https://[^\\s]+$"},message:"must match pattern \""+"^https://[^\\s]+$"+"\""};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/url",schemaPath:"urn:openapi:components#/$defs/HttpsUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.events !== undefined){
  let data1 = data.events;
  if(Array.isArray(data1)){
  if(data1.length > 26){
  const err3 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/maxItems",keyword:"maxItems",params:{limit: 26},message:"must NOT have more than 26 items"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(data1.length < 1){
  const err4 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  let data2 = data1[i0];
  if(typeof data2 !== "string"){
  const err5 = {instancePath:instancePath+"/events/" + i0,schemaPath:"urn:openapi:components#/$defs/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!(((((((((((((((((((((((((((data2 === "automation.run.started") || (data2 === "automation.run.completed")) || (data2 === "automation.run.failed")) || (data2 === "automation.created")) || (data2 === "automation.updated")) || (data2 === "automation.deleted")) || (data2 === "member.invited")) || (data2 === "member.joined")) || (data2 === "member.role_changed")) || (data2 === "member.removed")) || (data2 === "project.created")) || (data2 === "project.updated")) || (data2 === "project.archived")) || (data2 === "project.deleted")) || (data2 === "task.created")) || (data2 === "task.updated")) || (data2 === "task.completed")) || (data2 === "task.deleted")) || (data2 === "workflow.created")) || (data2 === "workflow.updated")) || (data2 === "workflow.deleted")) || (data2 === "workflow.run.started")) || (data2 === "workflow.run.completed")) || (data2 === "workflow.run.failed")) || (data2 === "billing.alert")) || (data2 === "notification.created")) || (data2 === "webhook.disabled"))){
  const err6 = {instancePath:instancePath+"/events/" + i0,schemaPath:"urn:openapi:components#/$defs/EventType/enum",keyword:"enum",params:{allowedValues: schema128.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  if(data.enabled !== undefined){
  if(typeof data.enabled !== "boolean"){
  const err8 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "url") && (key0 !== "events")) && (key0 !== "enabled")){
  const err9 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  }
  else {
  const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  validate103.errors = vErrors;
  return errors === 0;
  }
  validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate102.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate103(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
  errors = vErrors.length;
  }
  validate102.errors = vErrors;
  return errors === 0;
  }
  validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["recoverWebhookDeliveries.body"] = validate105;
  const schema134 = {"$ref":"urn:openapi:components#/$defs/RecoverDeliveriesRequest"};
  const schema135 = {"type":"object","required":["since"],"properties":{"since":{"type":"string","format":"date-time","description":"Deliveries created at or after this time (ISO 8601)."},"until":{"type":"string","format":"date-time","description":"Deliveries created before this time; default now. Must be after `since`."}},"unevaluatedProperties":false,"description":"Body of POST /v1/webhooks/{webhook_id}/recover: the window of deliveries to queue again. **Extension.**"};

  function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate105.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.since === undefined){
  const err0 = {instancePath,schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/required",keyword:"required",params:{missingProperty: "since"},message:"must have required property '"+"since"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.since !== undefined){
  let data0 = data.since;
  if(typeof data0 === "string"){
  if(!(formats4.validate(data0))){
  const err1 = {instancePath:instancePath+"/since",schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/properties/since/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/since",schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/properties/since/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.until !== undefined){
  let data1 = data.until;
  if(typeof data1 === "string"){
  if(!(formats4.validate(data1))){
  const err3 = {instancePath:instancePath+"/until",schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/properties/until/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/until",schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/properties/until/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((key0 !== "since") && (key0 !== "until")){
  const err5 = {instancePath,schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  }
  else {
  const err6 = {instancePath,schemaPath:"urn:openapi:components#/$defs/RecoverDeliveriesRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  validate105.errors = vErrors;
  return errors === 0;
  }
  validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["rotateWebhookSecret.body"] = validate106;
  const schema136 = {"$ref":"urn:openapi:components#/$defs/RotateWebhookSecretRequest"};
  const schema137 = {"type":"object","required":["secret"],"properties":{"secret":{"type":"string","minLength":16,"maxLength":256,"description":"The new signing secret, 16 to 256 characters. Write-only."},"expire_previous_in_seconds":{"type":"integer","format":"int32","minimum":0,"maximum":86400,"description":"For how many seconds deliveries stay signed with the previous secret too (0 to 86,400; default 86,400): time to deploy the new secret to the receiver. 0 drops the previous secret at once.","default":86400}},"unevaluatedProperties":false,"description":"Body of POST /v1/webhooks/{webhook_id}/rotate-secret. **Extension.**"};

  function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate106.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.expire_previous_in_seconds === undefined){
  data.expire_previous_in_seconds = 86400;
  }
  if(data.secret === undefined){
  const err0 = {instancePath,schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/required",keyword:"required",params:{missingProperty: "secret"},message:"must have required property '"+"secret"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.secret !== undefined){
  let data0 = data.secret;
  if(typeof data0 === "string"){
  if(func1(data0) > 256){
  const err1 = {instancePath:instancePath+"/secret",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/secret/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 16){
  const err2 = {instancePath:instancePath+"/secret",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/secret/minLength",keyword:"minLength",params:{limit: 16},message:"must NOT have fewer than 16 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/secret",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/secret/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  let data1 = data.expire_previous_in_seconds;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  const err4 = {instancePath:instancePath+"/expire_previous_in_seconds",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/expire_previous_in_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 86400 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/expire_previous_in_seconds",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/expire_previous_in_seconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(data1 < 0 || isNaN(data1)){
  const err6 = {instancePath:instancePath+"/expire_previous_in_seconds",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/expire_previous_in_seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  if(!(formats2.validate(data1))){
  const err7 = {instancePath:instancePath+"/expire_previous_in_seconds",schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/properties/expire_previous_in_seconds/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((key0 !== "secret") && (key0 !== "expire_previous_in_seconds")){
  const err8 = {instancePath,schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"urn:openapi:components#/$defs/RotateWebhookSecretRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  validate106.errors = vErrors;
  return errors === 0;
  }
  validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createWorkflow.body"] = validate107;
  const schema138 = {"$ref":"urn:openapi:components#/$defs/CreateWorkflowRequest"};
  const schema139 = {"type":"object","oneOf":[{"$ref":"urn:openapi:components#/$defs/CreateEventWorkflowRequest"},{"$ref":"urn:openapi:components#/$defs/CreateScheduledWorkflowRequest"}],"discriminator":{"propertyName":"type"},"description":"Body of POST /v1/workflows. Needs editor permission; the project must not be archived. `type` decides the shape of `trigger`. **Extension.**"};
  const schema140 = {"type":"object","required":["project_id","name","type","trigger","steps"],"properties":{"project_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ProjectId"}],"description":"Owning project."},"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Name, 1 to 255 characters."},"description":{"type":"string","maxLength":10000,"description":"What the workflow is for, up to 10,000 characters; default `\"\"`.","default":""},"type":{"type":"string","enum":["event"],"description":"`event`; fixed afterwards."},"enabled":{"type":"boolean","description":"Default `false`: a workflow is created disabled; `true` creates it running.","default":false},"trigger":{"allOf":[{"$ref":"urn:openapi:components#/$defs/EventTrigger"}],"description":"The event and filters that start it."},"steps":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/WorkflowStep"},"minItems":1,"maxItems":50,"description":"The ordered steps, 1 to 50."}},"unevaluatedProperties":false,"description":"Creates a workflow started by an event. **Extension.**"};
  const schema143 = {"type":"object","oneOf":[{"$ref":"urn:openapi:components#/$defs/WorkflowActionStep"},{"$ref":"urn:openapi:components#/$defs/WorkflowWaitStep"},{"$ref":"urn:openapi:components#/$defs/WorkflowConditionStep"}],"discriminator":{"propertyName":"type"},"description":"One step of a workflow, run in order: an `action`, a `wait` or a `condition`. **Extension.**"};
  const schema147 = {"type":"object","required":["type","minutes"],"properties":{"type":{"type":"string","enum":["wait"],"description":"Always `wait`."},"minutes":{"type":"integer","format":"int32","minimum":1,"maximum":43200,"description":"How long, in workflow minutes: 1 to 43,200 (30 days). One minute lasts the service's `WORKFLOW_MINUTE` setting, 60 s by default."}},"unevaluatedProperties":false,"description":"Waits before the next step. The wait is durable: it survives restarts of the service, and a waiting run holds no worker. **Extension.**"};
  const schema144 = {"type":"object","required":["type","action"],"properties":{"type":{"type":"string","enum":["action"],"description":"Always `action`."},"action":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Action"}],"description":"The action, as in an automation's `actions`."}},"unevaluatedProperties":false,"description":"Performs one of the five actions, with the automations' configs, templates and author rules. **Extension.**"};

  function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate112.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.action === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "action")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema144.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.action !== undefined){
  if(!(validate40(data.action, {instancePath:instancePath+"/action",parentData:data,parentDataProperty:"action",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
  errors = vErrors.length;
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "action")){
  const err4 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate112.errors = vErrors;
  return errors === 0;
  }
  validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema145 = {"type":"object","required":["type","filters"],"properties":{"type":{"type":"string","enum":["condition"],"description":"Always `condition`."},"filters":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/TriggerFilter"},"minItems":1,"maxItems":20,"description":"Conditions on the task or project as it is now, in the trigger's filter shape (`task.status`, `project.name`, …): 1 to 20. A field the trigger's event data cannot have is refused with 422 when the workflow is saved."},"match":{"allOf":[{"$ref":"urn:openapi:components#/$defs/FilterMatch"}],"description":"How the filters combine; default `all`."}},"unevaluatedProperties":false,"description":"Checks the trigger's filter shape against the current state, and ends the run when it is not met. Evaluated when the step is reached, not when the run started: the triggering task or project is read again (a task deleted meanwhile reads as empty fields), so `task.status is open` after a wait sees a task completed during it. A condition not met ends the run `success`, with this step `not_met` and the steps after it `skipped`. **Extension.**"};

  function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate114.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.filters === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "filters"},message:"must have required property '"+"filters"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "condition")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema145.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.filters !== undefined){
  let data1 = data.filters;
  if(Array.isArray(data1)){
  if(data1.length > 20){
  const err4 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data1.length < 1){
  const err5 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate28(data1[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.match !== undefined){
  let data3 = data.match;
  if(typeof data3 !== "string"){
  const err7 = {instancePath:instancePath+"/match",schemaPath:"urn:openapi:components#/$defs/FilterMatch/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(!((data3 === "all") || (data3 === "any"))){
  const err8 = {instancePath:instancePath+"/match",schemaPath:"urn:openapi:components#/$defs/FilterMatch/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "type") && (key0 !== "filters")) && (key0 !== "match")){
  const err9 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  }
  else {
  const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  validate114.errors = vErrors;
  return errors === 0;
  }
  validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate111.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  const tag0 = data.type;
  if(typeof tag0 == "string"){
  if(tag0 === "action"){
  if(!(validate112(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
  errors = vErrors.length;
  }
  var props0 = true;
  }
  else if(tag0 === "wait"){
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.type === undefined){
  const err0 = {instancePath,schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.minutes === undefined){
  const err1 = {instancePath,schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/required",keyword:"required",params:{missingProperty: "minutes"},message:"must have required property '"+"minutes"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data0 = data.type;
  if(typeof data0 !== "string"){
  const err2 = {instancePath:instancePath+"/type",schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(data0 === "wait")){
  const err3 = {instancePath:instancePath+"/type",schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/properties/type/enum",keyword:"enum",params:{allowedValues: schema147.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.minutes !== undefined){
  let data1 = data.minutes;
  if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
  const err4 = {instancePath:instancePath+"/minutes",schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/properties/minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if((typeof data1 == "number") && (isFinite(data1))){
  if(data1 > 43200 || isNaN(data1)){
  const err5 = {instancePath:instancePath+"/minutes",schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/properties/minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(data1 < 1 || isNaN(data1)){
  const err6 = {instancePath:instancePath+"/minutes",schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/properties/minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  if(!(formats2.validate(data1))){
  const err7 = {instancePath:instancePath+"/minutes",schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/properties/minutes/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\""};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  for(const key0 in data){
  if((key0 !== "type") && (key0 !== "minutes")){
  const err8 = {instancePath,schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath,schemaPath:"urn:openapi:components#/$defs/WorkflowWaitStep/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else if(tag0 === "condition"){
  if(!(validate114(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else {
  const err10 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  else {
  const err11 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  else {
  const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  validate111.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate111.evaluated = {"dynamicProps":true,"dynamicItems":false};


  function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate109.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.description === undefined){
  data.description = "";
  }
  if(data.enabled === undefined){
  data.enabled = false;
  }
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.trigger === undefined){
  const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(data.steps === undefined){
  const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 === "string"){
  if(!pattern5.test(data0)){
  const err5 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/pattern",keyword:"pattern",params:{pattern: "^proj_[0-9A-Za-z]+$"},message:"must match pattern \""+"^proj_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.name !== undefined){
  let data1 = data.name;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err7 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err8 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  let data2 = data.description;
  if(typeof data2 === "string"){
  if(func1(data2) > 10000){
  const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  else {
  const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data3 = data.type;
  if(typeof data3 !== "string"){
  const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  if(!(data3 === "event")){
  const err13 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema140.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  if(typeof data.enabled !== "boolean"){
  const err14 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  if(data.trigger !== undefined){
  if(!(validate27(data.trigger, {instancePath:instancePath+"/trigger",parentData:data,parentDataProperty:"trigger",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
  errors = vErrors.length;
  }
  }
  if(data.steps !== undefined){
  let data6 = data.steps;
  if(Array.isArray(data6)){
  if(data6.length > 50){
  const err15 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  if(data6.length < 1){
  const err16 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  const len0 = data6.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate111(data6[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err17 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((((((key0 !== "project_id") && (key0 !== "name")) && (key0 !== "description")) && (key0 !== "type")) && (key0 !== "enabled")) && (key0 !== "trigger")) && (key0 !== "steps")){
  const err18 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err18];
  }
  else {
  vErrors.push(err18);
  }
  errors++;
  }
  }
  }
  else {
  const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err19];
  }
  else {
  vErrors.push(err19);
  }
  errors++;
  }
  validate109.errors = vErrors;
  return errors === 0;
  }
  validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const schema148 = {"type":"object","required":["project_id","name","type","trigger","steps"],"properties":{"project_id":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ProjectId"}],"description":"Owning project."},"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Name, 1 to 255 characters."},"description":{"type":"string","maxLength":10000,"description":"What the workflow is for, up to 10,000 characters; default `\"\"`.","default":""},"type":{"type":"string","enum":["scheduled"],"description":"`scheduled`; fixed afterwards."},"enabled":{"type":"boolean","description":"Default `false`: a workflow is created disabled; `true` creates it running.","default":false},"trigger":{"allOf":[{"$ref":"urn:openapi:components#/$defs/ScheduledTrigger"}],"description":"The schedule that starts it."},"steps":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/WorkflowStep"},"minItems":1,"maxItems":50,"description":"The ordered steps, 1 to 50."}},"unevaluatedProperties":false,"description":"Creates a workflow started by a cron schedule. **Extension.**"};

  function validate119(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate119.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.description === undefined){
  data.description = "";
  }
  if(data.enabled === undefined){
  data.enabled = false;
  }
  if(data.project_id === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.type === undefined){
  const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(data.trigger === undefined){
  const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(data.steps === undefined){
  const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(data.project_id !== undefined){
  let data0 = data.project_id;
  if(typeof data0 === "string"){
  if(!pattern5.test(data0)){
  const err5 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/pattern",keyword:"pattern",params:{pattern: "^proj_[0-9A-Za-z]+$"},message:"must match pattern \""+"^proj_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/project_id",schemaPath:"urn:openapi:components#/$defs/ProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.name !== undefined){
  let data1 = data.name;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err7 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err8 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  let data2 = data.description;
  if(typeof data2 === "string"){
  if(func1(data2) > 10000){
  const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  else {
  const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  if(data.type !== undefined){
  let data3 = data.type;
  if(typeof data3 !== "string"){
  const err12 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  if(!(data3 === "scheduled")){
  const err13 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema148.properties.type.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err13];
  }
  else {
  vErrors.push(err13);
  }
  errors++;
  }
  }
  if(typeof data.enabled !== "boolean"){
  const err14 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err14];
  }
  else {
  vErrors.push(err14);
  }
  errors++;
  }
  if(data.trigger !== undefined){
  let data5 = data.trigger;
  if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
  if(data5.schedule === undefined){
  const err15 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
  if(vErrors === null){
  vErrors = [err15];
  }
  else {
  vErrors.push(err15);
  }
  errors++;
  }
  if(data5.schedule !== undefined){
  let data6 = data5.schedule;
  if(typeof data6 === "string"){
  if(func1(data6) > 255){
  const err16 = {instancePath:instancePath+"/trigger/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err16];
  }
  else {
  vErrors.push(err16);
  }
  errors++;
  }
  if(func1(data6) < 9){
  const err17 = {instancePath:instancePath+"/trigger/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
  if(vErrors === null){
  vErrors = [err17];
  }
  else {
  vErrors.push(err17);
  }
  errors++;
  }
  }
  else {
  const err18 = {instancePath:instancePath+"/trigger/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err18];
  }
  else {
  vErrors.push(err18);
  }
  errors++;
  }
  }
  for(const key0 in data5){
  if(key0 !== "schedule"){
  const err19 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err19];
  }
  else {
  vErrors.push(err19);
  }
  errors++;
  }
  }
  }
  else {
  const err20 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err20];
  }
  else {
  vErrors.push(err20);
  }
  errors++;
  }
  }
  if(data.steps !== undefined){
  let data7 = data.steps;
  if(Array.isArray(data7)){
  if(data7.length > 50){
  const err21 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
  if(vErrors === null){
  vErrors = [err21];
  }
  else {
  vErrors.push(err21);
  }
  errors++;
  }
  if(data7.length < 1){
  const err22 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err22];
  }
  else {
  vErrors.push(err22);
  }
  errors++;
  }
  const len0 = data7.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate111(data7[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err23 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err23];
  }
  else {
  vErrors.push(err23);
  }
  errors++;
  }
  }
  for(const key1 in data){
  if(((((((key1 !== "project_id") && (key1 !== "name")) && (key1 !== "description")) && (key1 !== "type")) && (key1 !== "enabled")) && (key1 !== "trigger")) && (key1 !== "steps")){
  const err24 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err24];
  }
  else {
  vErrors.push(err24);
  }
  errors++;
  }
  }
  }
  else {
  const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err25];
  }
  else {
  vErrors.push(err25);
  }
  errors++;
  }
  validate119.errors = vErrors;
  return errors === 0;
  }
  validate119.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate108.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  const tag0 = data.type;
  if(typeof tag0 == "string"){
  if(tag0 === "event"){
  if(!(validate109(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
  errors = vErrors.length;
  }
  var props0 = true;
  }
  else if(tag0 === "scheduled"){
  if(!(validate119(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate119.errors : vErrors.concat(validate119.errors);
  errors = vErrors.length;
  }
  if(props0 !== true){
  props0 = true;
  }
  }
  else {
  const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  else {
  const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  validate108.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate108.evaluated = {"dynamicProps":true,"dynamicItems":false};


  function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate107.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
  errors = vErrors.length;
  }
  else {
  var props0 = validate108.evaluated.props;
  }
  validate107.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
  }
  validate107.evaluated = {"dynamicProps":true,"dynamicItems":false};

  exports["updateWorkflow.body"] = validate124;
  const schema152 = {"$ref":"urn:openapi:components#/$defs/UpdateWorkflowRequest"};
  const schema153 = {"type":"object","properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"New name."},"description":{"type":"string","maxLength":10000,"description":"New description, up to 10,000 characters."},"enabled":{"type":"boolean","description":"`true` starts it, `false` stops it (history kept; a waiting run is cancelled when it would resume)."},"trigger":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Trigger"}],"description":"Replaces the whole trigger; must fit the workflow's type."},"steps":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/WorkflowStep"},"minItems":1,"maxItems":50,"description":"Replaces the whole step list, 1 to 50."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/workflows/{workflow_id}: only the fields to change; `trigger` and `steps` are replaced whole. A change reaches only runs started afterwards: a run keeps the steps it started with. **Extension.**"};

  function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate125.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err0 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.description !== undefined){
  let data1 = data.description;
  if(typeof data1 === "string"){
  if(func1(data1) > 10000){
  const err3 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.enabled !== undefined){
  if(typeof data.enabled !== "boolean"){
  const err5 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  if(data.trigger !== undefined){
  let data3 = data.trigger;
  if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
  const err6 = {instancePath:instancePath+"/trigger",schemaPath:"urn:openapi:components#/$defs/Trigger/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.steps !== undefined){
  let data4 = data.steps;
  if(Array.isArray(data4)){
  if(data4.length > 50){
  const err7 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(data4.length < 1){
  const err8 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  const len0 = data4.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate111(data4[i0], {instancePath:instancePath+"/steps/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((((key0 !== "name") && (key0 !== "description")) && (key0 !== "enabled")) && (key0 !== "trigger")) && (key0 !== "steps")){
  const err10 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  else {
  const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  validate125.errors = vErrors;
  return errors === 0;
  }
  validate125.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate124(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate124.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate125(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
  errors = vErrors.length;
  }
  validate124.errors = vErrors;
  return errors === 0;
  }
  validate124.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["testWorkflow.body"] = validate128;
  const schema156 = {"$ref":"urn:openapi:components#/$defs/AutomationDryRunRequest"};

  function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate129.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.event_type !== undefined){
  let data0 = data.event_type;
  if(typeof data0 !== "string"){
  const err0 = {instancePath:instancePath+"/event_type",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(!(((((((((((data0 === "task.created") || (data0 === "task.updated")) || (data0 === "task.completed")) || (data0 === "task.deleted")) || (data0 === "member.invited")) || (data0 === "member.joined")) || (data0 === "member.role_changed")) || (data0 === "member.removed")) || (data0 === "project.created")) || (data0 === "project.updated")) || (data0 === "project.archived"))){
  const err1 = {instancePath:instancePath+"/event_type",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  if(data.data !== undefined){
  let data1 = data.data;
  if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
  }
  else {
  const err2 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  for(const key1 in data){
  if((key1 !== "event_type") && (key1 !== "data")){
  const err3 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate129.errors = vErrors;
  return errors === 0;
  }
  validate129.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate128.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
  errors = vErrors.length;
  }
  validate128.errors = vErrors;
  return errors === 0;
  }
  validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createWorkspace.body"] = validate131;
  const schema159 = {"$ref":"urn:openapi:components#/$defs/CreateWorkspaceRequest"};
  const schema160 = {"type":"object","required":["name"],"properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"Display name, 1 to 255 characters."},"slug":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[a-z0-9-]+$","description":"URL-safe handle (lowercase letters, digits, hyphens); generated from the name when omitted. A taken slug gives 409."},"timezone":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TimeZone"}],"description":"IANA time zone; default `UTC`.","default":"UTC"}},"unevaluatedProperties":false,"description":"Body of POST /v1/workspaces."};
  const pattern28 = new RegExp("^[a-z0-9-]+$", "u");

  function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate132.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.timezone === undefined){
  data.timezone = "UTC";
  }
  if(data.name === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.slug !== undefined){
  let data1 = data.slug;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err4 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err5 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!pattern28.test(data1)){
  const err6 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+$"},message:"must match pattern \""+"^[a-z0-9-]+$"+"\""};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  else {
  const err7 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  let data2 = data.timezone;
  if(typeof data2 === "string"){
  if(func1(data2) > 64){
  const err8 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  if(func1(data2) < 1){
  const err9 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  else {
  const err10 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  for(const key0 in data){
  if(((key0 !== "name") && (key0 !== "slug")) && (key0 !== "timezone")){
  const err11 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  }
  }
  else {
  const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err12];
  }
  else {
  vErrors.push(err12);
  }
  errors++;
  }
  validate132.errors = vErrors;
  return errors === 0;
  }
  validate132.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate131.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
  errors = vErrors.length;
  }
  validate131.errors = vErrors;
  return errors === 0;
  }
  validate131.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateWorkspace.body"] = validate134;
  const schema163 = {"$ref":"urn:openapi:components#/$defs/UpdateWorkspaceRequest"};
  const schema164 = {"type":"object","properties":{"name":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Name"}],"description":"New display name."},"slug":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[a-z0-9-]+$","description":"New slug; must be unique (409 otherwise). Old URLs stop working at once."},"timezone":{"allOf":[{"$ref":"urn:openapi:components#/$defs/TimeZone"}],"description":"New time zone; affects future schedule computations, existing schedules keep their next run."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/workspaces/{workspace_id}: only the fields to change."};

  function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate135.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.name !== undefined){
  let data0 = data.name;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err0 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(func1(data0) < 1){
  const err1 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  }
  else {
  const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:openapi:components#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.slug !== undefined){
  let data1 = data.slug;
  if(typeof data1 === "string"){
  if(func1(data1) > 255){
  const err3 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err4 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  if(!pattern28.test(data1)){
  const err5 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9-]+$"},message:"must match pattern \""+"^[a-z0-9-]+$"+"\""};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/slug",schemaPath:"#/properties/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.timezone !== undefined){
  let data2 = data.timezone;
  if(typeof data2 === "string"){
  if(func1(data2) > 64){
  const err7 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  if(func1(data2) < 1){
  const err8 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/timezone",schemaPath:"urn:openapi:components#/$defs/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "name") && (key0 !== "slug")) && (key0 !== "timezone")){
  const err10 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  else {
  const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  validate135.errors = vErrors;
  return errors === 0;
  }
  validate135.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate134.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate135(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate135.errors : vErrors.concat(validate135.errors);
  errors = vErrors.length;
  }
  validate134.errors = vErrors;
  return errors === 0;
  }
  validate134.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["createInvitation.body"] = validate137;
  const schema167 = {"$ref":"urn:openapi:components#/$defs/CreateInvitationRequest"};
  const schema168 = {"type":"object","required":["email","role"],"properties":{"email":{"allOf":[{"$ref":"urn:openapi:components#/$defs/EmailAddress"}],"description":"Address to invite; inviting an active member's address gives 409. A pending invitation to it is superseded."},"role":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Role"}],"description":"Role granted on acceptance; inviting an `owner` needs the owner role."}},"unevaluatedProperties":false,"description":"Body of POST /v1/workspaces/{workspace_id}/invitations."};
  const schema169 = {"type":"string","maxLength":320,"format":"email","description":"An e-mail address."};
  const schema170 = {"type":"string","enum":["owner","admin","editor","viewer"],"description":"Workspace role. `owner`: full control including billing and deletion; `admin`: manages members, projects and settings; `editor`: creates and edits projects and automations; `viewer`: read-only access to shared projects."};
  const formats16 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

  function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate138.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.email === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.role === undefined){
  const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(data.email !== undefined){
  let data0 = data.email;
  if(typeof data0 === "string"){
  if(func1(data0) > 320){
  const err2 = {instancePath:instancePath+"/email",schemaPath:"urn:openapi:components#/$defs/EmailAddress/maxLength",keyword:"maxLength",params:{limit: 320},message:"must NOT have more than 320 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  if(!(formats16.test(data0))){
  const err3 = {instancePath:instancePath+"/email",schemaPath:"urn:openapi:components#/$defs/EmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/email",schemaPath:"urn:openapi:components#/$defs/EmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.role !== undefined){
  let data1 = data.role;
  if(typeof data1 !== "string"){
  const err5 = {instancePath:instancePath+"/role",schemaPath:"urn:openapi:components#/$defs/Role/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!((((data1 === "owner") || (data1 === "admin")) || (data1 === "editor")) || (data1 === "viewer"))){
  const err6 = {instancePath:instancePath+"/role",schemaPath:"urn:openapi:components#/$defs/Role/enum",keyword:"enum",params:{allowedValues: schema170.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((key0 !== "email") && (key0 !== "role")){
  const err7 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  else {
  const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  validate138.errors = vErrors;
  return errors === 0;
  }
  validate138.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate137.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate138(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate138.errors : vErrors.concat(validate138.errors);
  errors = vErrors.length;
  }
  validate137.errors = vErrors;
  return errors === 0;
  }
  validate137.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateMember.body"] = validate140;
  const schema171 = {"$ref":"urn:openapi:components#/$defs/UpdateMemberRequest"};
  const schema172 = {"type":"object","required":["role"],"properties":{"role":{"allOf":[{"$ref":"urn:openapi:components#/$defs/Role"}],"description":"The new role. Owners cannot downgrade themselves; admins cannot change owners."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/workspaces/{workspace_id}/members/{member_id}."};

  function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate141.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.role === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.role !== undefined){
  let data0 = data.role;
  if(typeof data0 !== "string"){
  const err1 = {instancePath:instancePath+"/role",schemaPath:"urn:openapi:components#/$defs/Role/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!((((data0 === "owner") || (data0 === "admin")) || (data0 === "editor")) || (data0 === "viewer"))){
  const err2 = {instancePath:instancePath+"/role",schemaPath:"urn:openapi:components#/$defs/Role/enum",keyword:"enum",params:{allowedValues: schema170.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(key0 !== "role"){
  const err3 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  }
  else {
  const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  validate141.errors = vErrors;
  return errors === 0;
  }
  validate141.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate140(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate140.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate141(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
  errors = vErrors.length;
  }
  validate140.errors = vErrors;
  return errors === 0;
  }
  validate140.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["updateNotificationPreferences.body"] = validate143;
  const schema174 = {"$ref":"urn:openapi:components#/$defs/UpdateNotificationPreferencesRequest"};
  const schema175 = {"type":"object","properties":{"categories":{"allOf":[{"$ref":"urn:openapi:components#/$defs/CategoryPreferencesPatch"}],"description":"The categories and channels to change."},"chat_channel":{"anyOf":[{"$ref":"urn:openapi:components#/$defs/ChatChannel"},{"type":"null"}],"description":"Where chat messages go; `null` clears it (422 while a category's `chat` stays on)."},"muted_project_ids":{"type":"array","items":{"$ref":"urn:openapi:components#/$defs/ProjectId"},"maxItems":500,"description":"Replaces the muted projects whole (a repeated id is kept once): each must be a project the caller can see (422 otherwise). At most 500 ids."}},"unevaluatedProperties":false,"description":"Body of PATCH /v1/workspaces/{workspace_id}/notification-preferences: merged category by category and channel by channel. **Extension.**"};
  const schema180 = {"type":"string","minLength":1,"maxLength":80,"pattern":"^[#@]?[A-Za-z0-9][A-Za-z0-9._-]*$","description":"Slack channel id or name."};
  const schema176 = {"type":"object","properties":{"workflow_run_completed":{"$ref":"urn:openapi:components#/$defs/ChannelPreferencesPatch"},"workflow_run_failed":{"$ref":"urn:openapi:components#/$defs/ChannelPreferencesPatch"},"member_invited":{"$ref":"urn:openapi:components#/$defs/ChannelPreferencesPatch"},"member_role_changed":{"$ref":"urn:openapi:components#/$defs/ChannelPreferencesPatch"},"automation_triggered":{"$ref":"urn:openapi:components#/$defs/ChannelPreferencesPatch"},"billing_alert":{"$ref":"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch"},"webhook_disabled":{"$ref":"urn:openapi:components#/$defs/ChannelPreferencesPatch"}},"unevaluatedProperties":false,"description":"A change to some categories' channels: only the categories sent change. **Extension.**"};
  const schema179 = {"type":"object","properties":{"in_app":{"type":"boolean"},"email":{"type":"string","enum":["immediate"],"description":"Billing alerts always go by e-mail at once: any other value gets 422."},"chat":{"type":"boolean"},"webhook":{"type":"boolean"}},"unevaluatedProperties":false,"description":"A change to billing alerts' channels: `email` may only be `immediate`. **Extension.**"};
  const schema177 = {"type":"object","properties":{"in_app":{"type":"boolean"},"email":{"$ref":"urn:openapi:components#/$defs/EmailFrequency"},"chat":{"type":"boolean"},"webhook":{"type":"boolean"}},"unevaluatedProperties":false,"description":"A change to one category's channels: only the channels sent change. **Extension.**"};
  const schema178 = {"type":"string","enum":["off","immediate","hourly","daily"],"description":"How a category reaches the member by e-mail: not at all, one message each, or listed in an hourly or daily digest. **Extension.**"};

  function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate146.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.in_app !== undefined){
  if(typeof data.in_app !== "boolean"){
  const err0 = {instancePath:instancePath+"/in_app",schemaPath:"#/properties/in_app/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(data.email !== undefined){
  let data1 = data.email;
  if(typeof data1 !== "string"){
  const err1 = {instancePath:instancePath+"/email",schemaPath:"urn:openapi:components#/$defs/EmailFrequency/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!((((data1 === "off") || (data1 === "immediate")) || (data1 === "hourly")) || (data1 === "daily"))){
  const err2 = {instancePath:instancePath+"/email",schemaPath:"urn:openapi:components#/$defs/EmailFrequency/enum",keyword:"enum",params:{allowedValues: schema178.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.chat !== undefined){
  if(typeof data.chat !== "boolean"){
  const err3 = {instancePath:instancePath+"/chat",schemaPath:"#/properties/chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data.webhook !== undefined){
  if(typeof data.webhook !== "boolean"){
  const err4 = {instancePath:instancePath+"/webhook",schemaPath:"#/properties/webhook/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if((((key0 !== "in_app") && (key0 !== "email")) && (key0 !== "chat")) && (key0 !== "webhook")){
  const err5 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  }
  else {
  const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  validate146.errors = vErrors;
  return errors === 0;
  }
  validate146.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate145(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate145.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.workflow_run_completed !== undefined){
  if(!(validate146(data.workflow_run_completed, {instancePath:instancePath+"/workflow_run_completed",parentData:data,parentDataProperty:"workflow_run_completed",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
  errors = vErrors.length;
  }
  }
  if(data.workflow_run_failed !== undefined){
  if(!(validate146(data.workflow_run_failed, {instancePath:instancePath+"/workflow_run_failed",parentData:data,parentDataProperty:"workflow_run_failed",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
  errors = vErrors.length;
  }
  }
  if(data.member_invited !== undefined){
  if(!(validate146(data.member_invited, {instancePath:instancePath+"/member_invited",parentData:data,parentDataProperty:"member_invited",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
  errors = vErrors.length;
  }
  }
  if(data.member_role_changed !== undefined){
  if(!(validate146(data.member_role_changed, {instancePath:instancePath+"/member_role_changed",parentData:data,parentDataProperty:"member_role_changed",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
  errors = vErrors.length;
  }
  }
  if(data.automation_triggered !== undefined){
  if(!(validate146(data.automation_triggered, {instancePath:instancePath+"/automation_triggered",parentData:data,parentDataProperty:"automation_triggered",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
  errors = vErrors.length;
  }
  }
  if(data.billing_alert !== undefined){
  let data5 = data.billing_alert;
  if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
  if(data5.in_app !== undefined){
  if(typeof data5.in_app !== "boolean"){
  const err0 = {instancePath:instancePath+"/billing_alert/in_app",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/properties/in_app/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  }
  if(data5.email !== undefined){
  let data7 = data5.email;
  if(typeof data7 !== "string"){
  const err1 = {instancePath:instancePath+"/billing_alert/email",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(data7 === "immediate")){
  const err2 = {instancePath:instancePath+"/billing_alert/email",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/properties/email/enum",keyword:"enum",params:{allowedValues: schema179.properties.email.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data5.chat !== undefined){
  if(typeof data5.chat !== "boolean"){
  const err3 = {instancePath:instancePath+"/billing_alert/chat",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/properties/chat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  if(data5.webhook !== undefined){
  if(typeof data5.webhook !== "boolean"){
  const err4 = {instancePath:instancePath+"/billing_alert/webhook",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/properties/webhook/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  for(const key0 in data5){
  if((((key0 !== "in_app") && (key0 !== "email")) && (key0 !== "chat")) && (key0 !== "webhook")){
  const err5 = {instancePath:instancePath+"/billing_alert",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  }
  }
  else {
  const err6 = {instancePath:instancePath+"/billing_alert",schemaPath:"urn:openapi:components#/$defs/BillingAlertChannelPreferencesPatch/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  if(data.webhook_disabled !== undefined){
  if(!(validate146(data.webhook_disabled, {instancePath:instancePath+"/webhook_disabled",parentData:data,parentDataProperty:"webhook_disabled",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
  errors = vErrors.length;
  }
  }
  for(const key1 in data){
  if(((((((key1 !== "workflow_run_completed") && (key1 !== "workflow_run_failed")) && (key1 !== "member_invited")) && (key1 !== "member_role_changed")) && (key1 !== "automation_triggered")) && (key1 !== "billing_alert")) && (key1 !== "webhook_disabled")){
  const err7 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key1},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  else {
  const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  validate145.errors = vErrors;
  return errors === 0;
  }
  validate145.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  const pattern30 = new RegExp("^[#@]?[A-Za-z0-9][A-Za-z0-9._-]*$", "u");

  function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate144.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.categories !== undefined){
  if(!(validate145(data.categories, {instancePath:instancePath+"/categories",parentData:data,parentDataProperty:"categories",rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate145.errors : vErrors.concat(validate145.errors);
  errors = vErrors.length;
  }
  }
  if(data.chat_channel !== undefined){
  let data1 = data.chat_channel;
  const _errs4 = errors;
  let valid2 = false;
  const _errs5 = errors;
  if(typeof data1 === "string"){
  if(func1(data1) > 80){
  const err0 = {instancePath:instancePath+"/chat_channel",schemaPath:"urn:openapi:components#/$defs/ChatChannel/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(func1(data1) < 1){
  const err1 = {instancePath:instancePath+"/chat_channel",schemaPath:"urn:openapi:components#/$defs/ChatChannel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!pattern30.test(data1)){
  const err2 = {instancePath:instancePath+"/chat_channel",schemaPath:"urn:openapi:components#/$defs/ChatChannel/pattern",keyword:"pattern",params:{pattern: "^[#@]?[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[#@]?[A-Za-z0-9][A-Za-z0-9._-]*$"+"\""};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/chat_channel",schemaPath:"urn:openapi:components#/$defs/ChatChannel/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  var _valid0 = _errs5 === errors;
  valid2 = valid2 || _valid0;
  const _errs8 = errors;
  if(data1 !== null){
  const err4 = {instancePath:instancePath+"/chat_channel",schemaPath:"#/properties/chat_channel/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  var _valid0 = _errs8 === errors;
  valid2 = valid2 || _valid0;
  if(!valid2){
  const err5 = {instancePath:instancePath+"/chat_channel",schemaPath:"#/properties/chat_channel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  else {
  errors = _errs4;
  if(vErrors !== null){
  if(_errs4){
  vErrors.length = _errs4;
  }
  else {
  vErrors = null;
  }
  }
  }
  }
  if(data.muted_project_ids !== undefined){
  let data2 = data.muted_project_ids;
  if(Array.isArray(data2)){
  if(data2.length > 500){
  const err6 = {instancePath:instancePath+"/muted_project_ids",schemaPath:"#/properties/muted_project_ids/maxItems",keyword:"maxItems",params:{limit: 500},message:"must NOT have more than 500 items"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  const len0 = data2.length;
  for(let i0=0; i0<len0; i0++){
  let data3 = data2[i0];
  if(typeof data3 === "string"){
  if(!pattern5.test(data3)){
  const err7 = {instancePath:instancePath+"/muted_project_ids/" + i0,schemaPath:"urn:openapi:components#/$defs/ProjectId/pattern",keyword:"pattern",params:{pattern: "^proj_[0-9A-Za-z]+$"},message:"must match pattern \""+"^proj_[0-9A-Za-z]+$"+"\""};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  else {
  const err8 = {instancePath:instancePath+"/muted_project_ids/" + i0,schemaPath:"urn:openapi:components#/$defs/ProjectId/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  }
  }
  else {
  const err9 = {instancePath:instancePath+"/muted_project_ids",schemaPath:"#/properties/muted_project_ids/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err9];
  }
  else {
  vErrors.push(err9);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "categories") && (key0 !== "chat_channel")) && (key0 !== "muted_project_ids")){
  const err10 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err10];
  }
  else {
  vErrors.push(err10);
  }
  errors++;
  }
  }
  }
  else {
  const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err11];
  }
  else {
  vErrors.push(err11);
  }
  errors++;
  }
  validate144.errors = vErrors;
  return errors === 0;
  }
  validate144.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate143.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate144(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
  errors = vErrors.length;
  }
  validate143.errors = vErrors;
  return errors === 0;
  }
  validate143.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["shape.EventTrigger"] = validate155;
  const schema182 = {"$ref":"urn:openapi:components#/$defs/EventTrigger"};

  function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate156.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.event === undefined){
  const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.event !== undefined){
  let data0 = data.event;
  if(typeof data0 !== "string"){
  const err1 = {instancePath:instancePath+"/event",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(!(((((((((((data0 === "task.created") || (data0 === "task.updated")) || (data0 === "task.completed")) || (data0 === "task.deleted")) || (data0 === "member.invited")) || (data0 === "member.joined")) || (data0 === "member.role_changed")) || (data0 === "member.removed")) || (data0 === "project.created")) || (data0 === "project.updated")) || (data0 === "project.archived"))){
  const err2 = {instancePath:instancePath+"/event",schemaPath:"urn:openapi:components#/$defs/TriggerEventName/enum",keyword:"enum",params:{allowedValues: schema43.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  if(data.filters !== undefined){
  let data1 = data.filters;
  if(Array.isArray(data1)){
  if(data1.length > 20){
  const err3 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  const len0 = data1.length;
  for(let i0=0; i0<len0; i0++){
  if(!(validate28(data1[i0], {instancePath:instancePath+"/filters/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
  errors = vErrors.length;
  }
  }
  }
  else {
  const err4 = {instancePath:instancePath+"/filters",schemaPath:"#/properties/filters/type",keyword:"type",params:{type: "array"},message:"must be array"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  if(data.match !== undefined){
  let data3 = data.match;
  if(typeof data3 !== "string"){
  const err5 = {instancePath:instancePath+"/match",schemaPath:"urn:openapi:components#/$defs/FilterMatch/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  if(!((data3 === "all") || (data3 === "any"))){
  const err6 = {instancePath:instancePath+"/match",schemaPath:"urn:openapi:components#/$defs/FilterMatch/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"};
  if(vErrors === null){
  vErrors = [err6];
  }
  else {
  vErrors.push(err6);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(((key0 !== "event") && (key0 !== "filters")) && (key0 !== "match")){
  const err7 = {instancePath,schemaPath:"#/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err7];
  }
  else {
  vErrors.push(err7);
  }
  errors++;
  }
  }
  }
  else {
  const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err8];
  }
  else {
  vErrors.push(err8);
  }
  errors++;
  }
  validate156.errors = vErrors;
  return errors === 0;
  }
  validate156.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


  function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate155.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(!(validate156(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
  vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
  errors = vErrors.length;
  }
  validate155.errors = vErrors;
  return errors === 0;
  }
  validate155.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  exports["shape.ScheduledTrigger"] = validate159;
  const schema186 = {"$ref":"urn:openapi:components#/$defs/ScheduledTrigger"};

  function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate159.evaluated;
  if(evaluated0.dynamicProps){
  evaluated0.props = undefined;
  }
  if(evaluated0.dynamicItems){
  evaluated0.items = undefined;
  }
  if(data && typeof data == "object" && !Array.isArray(data)){
  if(data.schedule === undefined){
  const err0 = {instancePath,schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/required",keyword:"required",params:{missingProperty: "schedule"},message:"must have required property '"+"schedule"+"'"};
  if(vErrors === null){
  vErrors = [err0];
  }
  else {
  vErrors.push(err0);
  }
  errors++;
  }
  if(data.schedule !== undefined){
  let data0 = data.schedule;
  if(typeof data0 === "string"){
  if(func1(data0) > 255){
  const err1 = {instancePath:instancePath+"/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
  if(vErrors === null){
  vErrors = [err1];
  }
  else {
  vErrors.push(err1);
  }
  errors++;
  }
  if(func1(data0) < 9){
  const err2 = {instancePath:instancePath+"/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/minLength",keyword:"minLength",params:{limit: 9},message:"must NOT have fewer than 9 characters"};
  if(vErrors === null){
  vErrors = [err2];
  }
  else {
  vErrors.push(err2);
  }
  errors++;
  }
  }
  else {
  const err3 = {instancePath:instancePath+"/schedule",schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/properties/schedule/type",keyword:"type",params:{type: "string"},message:"must be string"};
  if(vErrors === null){
  vErrors = [err3];
  }
  else {
  vErrors.push(err3);
  }
  errors++;
  }
  }
  for(const key0 in data){
  if(key0 !== "schedule"){
  const err4 = {instancePath,schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/unevaluatedProperties",keyword:"unevaluatedProperties",params:{unevaluatedProperty: key0},message:"must NOT have unevaluated properties"};
  if(vErrors === null){
  vErrors = [err4];
  }
  else {
  vErrors.push(err4);
  }
  errors++;
  }
  }
  }
  else {
  const err5 = {instancePath,schemaPath:"urn:openapi:components#/$defs/ScheduledTrigger/type",keyword:"type",params:{type: "object"},message:"must be object"};
  if(vErrors === null){
  vErrors = [err5];
  }
  else {
  vErrors.push(err5);
  }
  errors++;
  }
  validate159.errors = vErrors;
  return errors === 0;
  }
  validate159.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  return exports;
})();

export const validators = {
  getHealth: {},
  getReadiness: {},
  listApiKeys: { query: requestValidators["listApiKeys.query"] },
  createApiKey: { body: bodyValidators["createApiKey.body"] },
  revokeApiKey: { path: requestValidators["revokeApiKey.path"] },
  listAutomations: { query: requestValidators["listAutomations.query"] },
  createAutomation: { body: bodyValidators["createAutomation.body"] },
  previewScheduleDeprecated: { body: bodyValidators["previewScheduleDeprecated.body"] },
  getAutomation: { path: requestValidators["getAutomation.path"] },
  updateAutomation: { path: requestValidators["updateAutomation.path"], body: bodyValidators["updateAutomation.body"] },
  deleteAutomation: { path: requestValidators["deleteAutomation.path"] },
  listAutomationRuns: { path: requestValidators["listAutomationRuns.path"], query: requestValidators["listAutomationRuns.query"] },
  startAutomationRun: { path: requestValidators["startAutomationRun.path"] },
  retryAutomationRun: { path: requestValidators["retryAutomationRun.path"] },
  getAutomationSchedule: { path: requestValidators["getAutomationSchedule.path"], query: requestValidators["getAutomationSchedule.query"] },
  testAutomation: { path: requestValidators["testAutomation.path"], body: bodyValidators["testAutomation.body"] },
  listEventTypes: {},
  listEvents: { query: requestValidators["listEvents.query"] },
  getEvent: { path: requestValidators["getEvent.path"] },
  acceptInvitation: { path: requestValidators["acceptInvitation.path"] },
  listNotifications: { query: requestValidators["listNotifications.query"] },
  markNotificationsRead: { body: bodyValidators["markNotificationsRead.body"] },
  updateNotification: { path: requestValidators["updateNotification.path"], body: bodyValidators["updateNotification.body"] },
  createProject: { body: bodyValidators["createProject.body"] },
  getProject: { path: requestValidators["getProject.path"] },
  updateProject: { path: requestValidators["updateProject.path"], body: bodyValidators["updateProject.body"] },
  deleteProject: { path: requestValidators["deleteProject.path"] },
  listProjectAutomations: { path: requestValidators["listProjectAutomations.path"] },
  listProjectMembers: { path: requestValidators["listProjectMembers.path"], query: requestValidators["listProjectMembers.query"] },
  addProjectMember: { path: requestValidators["addProjectMember.path"], body: bodyValidators["addProjectMember.body"] },
  removeProjectMember: { path: requestValidators["removeProjectMember.path"] },
  listProjectTasks: { path: requestValidators["listProjectTasks.path"], query: requestValidators["listProjectTasks.query"] },
  createTask: { path: requestValidators["createTask.path"], body: bodyValidators["createTask.body"] },
  listProjectWorkflows: { path: requestValidators["listProjectWorkflows.path"] },
  previewSchedule: { body: bodyValidators["previewSchedule.body"] },
  getTask: { path: requestValidators["getTask.path"] },
  updateTask: { path: requestValidators["updateTask.path"], body: bodyValidators["updateTask.body"] },
  deleteTask: { path: requestValidators["deleteTask.path"] },
  getCurrentUser: {},
  listWebhooks: { query: requestValidators["listWebhooks.query"] },
  createWebhook: { body: bodyValidators["createWebhook.body"] },
  getWebhook: { path: requestValidators["getWebhook.path"] },
  updateWebhook: { path: requestValidators["updateWebhook.path"], body: bodyValidators["updateWebhook.body"] },
  deleteWebhook: { path: requestValidators["deleteWebhook.path"] },
  listWebhookDeliveries: { path: requestValidators["listWebhookDeliveries.path"], query: requestValidators["listWebhookDeliveries.query"] },
  redeliverWebhookDelivery: { path: requestValidators["redeliverWebhookDelivery.path"] },
  recoverWebhookDeliveries: { path: requestValidators["recoverWebhookDeliveries.path"], body: bodyValidators["recoverWebhookDeliveries.body"] },
  rotateWebhookSecret: { path: requestValidators["rotateWebhookSecret.path"], body: bodyValidators["rotateWebhookSecret.body"] },
  listWorkflows: { query: requestValidators["listWorkflows.query"] },
  createWorkflow: { body: bodyValidators["createWorkflow.body"] },
  getWorkflow: { path: requestValidators["getWorkflow.path"] },
  updateWorkflow: { path: requestValidators["updateWorkflow.path"], body: bodyValidators["updateWorkflow.body"] },
  deleteWorkflow: { path: requestValidators["deleteWorkflow.path"] },
  listWorkflowRuns: { path: requestValidators["listWorkflowRuns.path"], query: requestValidators["listWorkflowRuns.query"] },
  getWorkflowRun: { path: requestValidators["getWorkflowRun.path"] },
  cancelWorkflowRun: { path: requestValidators["cancelWorkflowRun.path"] },
  testWorkflow: { path: requestValidators["testWorkflow.path"], body: bodyValidators["testWorkflow.body"] },
  listWorkspaces: { query: requestValidators["listWorkspaces.query"] },
  createWorkspace: { body: bodyValidators["createWorkspace.body"] },
  getWorkspace: { path: requestValidators["getWorkspace.path"] },
  updateWorkspace: { path: requestValidators["updateWorkspace.path"], body: bodyValidators["updateWorkspace.body"] },
  deleteWorkspace: { path: requestValidators["deleteWorkspace.path"] },
  listInvitations: { path: requestValidators["listInvitations.path"], query: requestValidators["listInvitations.query"] },
  createInvitation: { path: requestValidators["createInvitation.path"], body: bodyValidators["createInvitation.body"] },
  revokeInvitation: { path: requestValidators["revokeInvitation.path"] },
  listMembers: { path: requestValidators["listMembers.path"] },
  updateMember: { path: requestValidators["updateMember.path"], body: bodyValidators["updateMember.body"] },
  removeMember: { path: requestValidators["removeMember.path"] },
  getNotificationPreferences: { path: requestValidators["getNotificationPreferences.path"] },
  updateNotificationPreferences: { path: requestValidators["updateNotificationPreferences.path"], body: bodyValidators["updateNotificationPreferences.body"] },
  listWorkspaceProjects: { path: requestValidators["listWorkspaceProjects.path"], query: requestValidators["listWorkspaceProjects.query"] },
  getWorkspaceUsage: { path: requestValidators["getWorkspaceUsage.path"] },
};

export const shapeValidators = {
  EventTrigger: bodyValidators["shape.EventTrigger"],
  ScheduledTrigger: bodyValidators["shape.ScheduledTrigger"],
};
