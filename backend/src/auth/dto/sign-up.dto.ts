import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class SignUpDto {
  @ApiProperty({ format: 'email', maxLength: 320 })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 200 })
  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;

  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) lastName?: string;
}

export class SignInDto {
  @ApiProperty({ format: 'email', maxLength: 320 })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(320)
  email!: string;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString()
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200)
  password!: string;
}
